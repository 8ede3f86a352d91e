// What @tanstack/query-persist-client-core takes from @tanstack/query-core, taken from the shared
// @tanstack/react-query instead (it re-exports all of query-core): the build points the persistence's
// imports here, so the page uses the shell's copy rather than bundling a second one (~2 KiB gzipped).
export { dehydrate, hashKey, hydrate, matchQuery, notifyManager, partialMatchKey } from '@tanstack/react-query';
