// Everything this remote exposes (see module-federation.config.js): expose `./X` is the export `X`.
// Each component is its own chunk, fetched when it first renders.
import type { ExposedProps } from '@fairway/contracts';
import { type ComponentType, lazy } from 'react';

type Exposed<E extends 'TournamentsPage' | 'AdminPage' | 'AdminDialog' | 'ResultsPage'> = ComponentType<ExposedProps<'admin', E>>;

export const TournamentsPage: Exposed<'TournamentsPage'> = lazy(() =>
  import('./features/tournaments/components/tournaments-page').then((module) => ({ default: module.TournamentsPage })),
);

export const AdminPage: Exposed<'AdminPage'> = lazy(() =>
  import('./features/administration/components/admin-page').then((module) => ({ default: module.AdminPage })),
);

export const AdminDialog: Exposed<'AdminDialog'> = lazy(() =>
  import('./features/administration/components/admin-dialog').then((module) => ({ default: module.AdminDialog })),
);

export const ResultsPage: Exposed<'ResultsPage'> = lazy(() =>
  import('./features/results/components/results-page').then((module) => ({ default: module.ResultsPage })),
);
