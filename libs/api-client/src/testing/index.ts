export * from './fake-fetch';
export * from './query-wrapper';
export * from './sample-data';
export * from './fake-event-source';
