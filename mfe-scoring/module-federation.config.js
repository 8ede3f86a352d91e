import { remoteEntryExposes } from '../scripts/rspack/apps.js';

export default {
  name: 'scoring',
  exposes: remoteEntryExposes(['ScorecardPage', 'TeamSelectPage', 'JoinPage']),
};
