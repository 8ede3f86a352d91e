import { createAppConfig } from '../scripts/rspack/create-app-config.js';
import federation from './module-federation.config.js';

export default createAppConfig({ appDir: import.meta.dirname, title: 'Fairway Fund', federation });
