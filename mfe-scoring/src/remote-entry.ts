// Everything this remote exposes (see module-federation.config.js): expose `./X` is the export `X`.
// Each page's chunk is named after its expose, so mf-manifest.json lists exactly its files under it (the
// shell's first paint preloads them from there).
// Each page is its own chunk, fetched when the page first renders.
import type { ExposedProps } from '@fairway/contracts';
import { type ComponentType, lazy } from 'react';

type Exposed<E extends 'ScorecardPage' | 'TeamSelectPage' | 'JoinPage' | 'StationPage'> = ComponentType<ExposedProps<'scoring', E>>;

export const ScorecardPage: Exposed<'ScorecardPage'> = lazy(() =>
  import(/* webpackChunkName: "ScorecardPage" */ './features/scorecard/components/scorecard-page').then((module) => ({ default: module.ScorecardPage })),
);

export const TeamSelectPage: Exposed<'TeamSelectPage'> = lazy(() =>
  import(/* webpackChunkName: "TeamSelectPage" */ './features/team-select/components/team-select-page').then((module) => ({ default: module.TeamSelectPage })),
);

export const JoinPage: Exposed<'JoinPage'> = lazy(() =>
  import(/* webpackChunkName: "JoinPage" */ './features/join/components/join-page').then((module) => ({ default: module.JoinPage })),
);

export const StationPage: Exposed<'StationPage'> = lazy(() =>
  import(/* webpackChunkName: "StationPage" */ './features/station/components/station-page').then((module) => ({ default: module.StationPage })),
);
