import { remoteEntryExposes } from '../scripts/rspack/apps.js';

export default {
  name: 'admin',
  exposes: remoteEntryExposes(['TournamentsPage', 'AdminPage', 'AdminDialog']),
};
