export * from './round-half-up';
