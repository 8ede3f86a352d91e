import { describeRemoteEntry } from '@fairway/ui/testing';
import federation from '../module-federation.config.js';
import * as remoteEntry from './remote-entry';

describeRemoteEntry({
  remote: 'leaderboard',
  exposes: federation.exposes,
  entry: remoteEntry,
  sampleProps: {
    LeaderboardPage: { tournamentId: 't1' },
    TvPage: { tournamentId: 't1' },
    DonatePage: { tournamentId: 't1' },
  },
});
