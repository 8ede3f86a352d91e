export * from './hole-order';
export * from './round-progress';
