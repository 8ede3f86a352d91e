import { describeRemoteEntry } from '@fairway/ui/testing';
import federation from '../module-federation.config.js';
import * as remoteEntry from './remote-entry';

describeRemoteEntry({
  remote: 'assistant',
  exposes: federation.exposes,
  entry: remoteEntry,
  sampleProps: {
    ChatWidget: { pageContext: 'scorecard' },
  },
});
