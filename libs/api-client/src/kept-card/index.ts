export { createIdbPersister, keptCardOptionsFor, keptCardPersistOptions } from './kept-card-persister';
export { KeptCardProvider } from './kept-card-provider';
