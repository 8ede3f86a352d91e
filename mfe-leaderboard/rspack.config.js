import { createAppConfig } from '@fairway/scripts/rspack/create-app-config.js';
import federation from './module-federation.config.js';

export default createAppConfig({
  appDir: import.meta.dirname,
  title: 'Leaderboard · Fairway Fund',
  headScript: './src/app/tv-preload.entry.ts',
  federation,
});
