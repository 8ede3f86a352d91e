import { createAppConfig } from '@fairway/scripts/rspack/create-app-config.js';
import federation from './module-federation.config.js';

// Installable app: the manifest and icons live in public/ (icons made by scripts/generate-pwa-icons.mjs).
const headHtml = '<link rel="manifest" href="/manifest.webmanifest" /><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />';

export default createAppConfig({ appDir: import.meta.dirname, title: 'Fairway Fund', headHtml, federation });
