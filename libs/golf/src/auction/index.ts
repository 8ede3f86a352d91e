export * from './apply-bid';
export * from './auction-standings';
export * from './auction-state.type';
export * from './increment';
export * from './settle-item';
