import { createAppConfig } from '@fairway/scripts/rspack/create-app-config.js';
import federation from './module-federation.config.js';

// Installable app: the manifest and icons live in public/ (icons made by scripts/generate-pwa-icons.mjs).
// The empty JSON block is where the gateway (or nginx at start) writes the remotes manifest when it serves
// the page; the head script reads it to start the route's remote and reads before the app has loaded.
const headHtml =
  '<link rel="manifest" href="/manifest.webmanifest" /><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />' +
  '<script id="fairway-remotes" type="application/json"></script>';

export default createAppConfig({
  appDir: import.meta.dirname,
  title: 'Fairway Fund',
  headHtml,
  headScript: './src/app/route-preload.entry.ts',
  federation,
});
