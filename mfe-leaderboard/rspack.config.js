import { createAppConfig } from '@fairway/scripts/rspack/create-app-config.js';
import federation from './module-federation.config.js';

export default createAppConfig({
  appDir: import.meta.dirname,
  title: 'Leaderboard · Fairway Fund',
  headScript: './src/standalone/tv-preload.entry.ts',
  federation,
});
