import { remoteEntryExposes } from '../scripts/rspack/apps.js';

export default {
  name: 'assistant',
  exposes: remoteEntryExposes(['ChatWidget']),
};
