import { describeRemoteEntry } from '@fairway/ui/testing';
import federation from '../module-federation.config.js';
import * as remoteEntry from './remote-entry';

describeRemoteEntry({
  remote: 'scoring',
  exposes: federation.exposes,
  entry: remoteEntry,
  sampleProps: {
    ScorecardPage: { tournamentId: 't1', teamId: 'team-1' },
    TeamSelectPage: { tournamentId: 't1' },
    JoinPage: { tournamentId: 't1' },
    StationPage: { token: 'station-token' },
    RegisterPage: { tournamentId: 't1' },
    RegistrationConfirmationPage: { tournamentId: 't1', token: 'registration-token' },
    FieldCardsPage: { tournamentId: 't1' },
    MyStationsPage: { tournamentId: 't1' },
    AuctionPage: { tournamentId: 't1' },
    AuctionItemPage: { tournamentId: 't1', itemId: 'i1' },
    AuctionMyBidsPage: { tournamentId: 't1' },
  },
});
