export * from './fake-fetch';
export * from './query-wrapper';
export * from './sample-data';
