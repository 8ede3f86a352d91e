// Everything this remote exposes (see module-federation.config.js): expose `./X` is the export `X`.
// Each page's chunk is named after its expose, so mf-manifest.json lists exactly its files under it (the
// shell's first paint preloads them from there).
// Each component is its own chunk, fetched when it first renders.
import type { ExposedProps } from '@fairway/contracts';
import { type ComponentType, lazy } from 'react';

type Exposed<E extends 'TournamentsPage' | 'AdminPage' | 'AdminDialog' | 'ResultsPage' | 'RevealPage'> = ComponentType<ExposedProps<'admin', E>>;

export const TournamentsPage: Exposed<'TournamentsPage'> = lazy(() =>
  import(/* webpackChunkName: "TournamentsPage" */ './features/tournaments/components/tournaments-page').then((module) => ({
    default: module.TournamentsPage,
  })),
);

export const AdminPage: Exposed<'AdminPage'> = lazy(() =>
  import(/* webpackChunkName: "AdminPage" */ './features/administration/components/admin-page').then((module) => ({ default: module.AdminPage })),
);

export const AdminDialog: Exposed<'AdminDialog'> = lazy(() =>
  import(/* webpackChunkName: "AdminDialog" */ './features/administration/components/admin-dialog').then((module) => ({ default: module.AdminDialog })),
);

export const ResultsPage: Exposed<'ResultsPage'> = lazy(() =>
  import(/* webpackChunkName: "ResultsPage" */ './features/results/components/results-page').then((module) => ({ default: module.ResultsPage })),
);

export const RevealPage: Exposed<'RevealPage'> = lazy(() =>
  import(/* webpackChunkName: "RevealPage" */ './features/awards/components/reveal-page').then((module) => ({ default: module.RevealPage })),
);
