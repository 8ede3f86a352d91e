import { createAppConfig } from '@fairway/scripts/rspack/create-app-config.js';
import federation from './module-federation.config.js';

export default createAppConfig({
  appDir: import.meta.dirname,
  title: 'Leaderboard · Fairway Fund',
  headScript: './src/app/tv-preload.entry.ts',
  // The clubhouse TV's page shares nothing with a host (budget 150 KiB, ready in 1.5 s).
  plainStandalone: true,
  federation,
});
