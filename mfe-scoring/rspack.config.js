import { join } from 'node:path';
import { createAppConfig } from '@fairway/scripts/rspack/create-app-config.js';
import federation from './module-federation.config.js';

const appConfig = createAppConfig({ appDir: import.meta.dirname, title: 'Scoring · Fairway Fund', federation });

// TanStack Query's persistence imports @tanstack/query-core by name, which is not shared: served from a
// module that re-exports the shared @tanstack/react-query instead.
const persistenceUsesSharedQueryCore = {
  test: /[\\/]@tanstack[\\/]query-persist-client-core[\\/]/,
  resolve: { alias: { '@tanstack/query-core': join(import.meta.dirname, 'src/features/scorecard/offline/query-core-from-shared.ts') } },
};

export default (env) => {
  const configs = appConfig(env);
  for (const config of [configs].flat()) if (config.name === federation.name) config.module.rules.push(persistenceUsesSharedQueryCore);
  return configs;
};
