import { describeRemoteEntry } from '@fairway/ui/testing';
import federation from '../module-federation.config.js';
import * as remoteEntry from './remote-entry';

describeRemoteEntry({
  remote: 'admin',
  exposes: federation.exposes,
  entry: remoteEntry,
  sampleProps: {
    TournamentsPage: {},
    AdminPage: {},
    AdminDialog: { open: true, onClose: () => undefined },
    ResultsPage: { tournamentId: '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f' },
    RevealPage: { tournamentId: '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f' },
    EventInvitePage: { code: 'K7Q-2MX' },
    OrganisationPage: { organisationId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41' },
  },
});
