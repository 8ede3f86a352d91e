export * from './assign-shotgun';
export * from './assign-tee-times';
export * from './doubling-order';
export * from './hole-counts';
export * from './starts.type';
