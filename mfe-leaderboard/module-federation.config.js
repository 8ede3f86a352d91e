import { remoteEntryExposes } from '../scripts/rspack/apps.js';

export default {
  name: 'leaderboard',
  exposes: remoteEntryExposes(['LeaderboardPage', 'TvPage']),
};
