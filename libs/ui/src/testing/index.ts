export { describeRemoteEntry } from './describe-remote-entry';
