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
  },
});
