// Everything this remote exposes (see module-federation.config.js): expose `./X` is the export `X`.
// Each page's chunk is named after its expose, so mf-manifest.json lists exactly its files under it (the
// shell's first paint preloads them from there).
// Each page is its own chunk, fetched when the page first renders.
import type { ExposedProps } from '@fairway/contracts';
import { type ComponentType, lazy } from 'react';

type Exposed<E extends 'LeaderboardPage' | 'TvPage' | 'DonatePage'> = ComponentType<ExposedProps<'leaderboard', E>>;

export const LeaderboardPage: Exposed<'LeaderboardPage'> = lazy(() =>
  import(/* webpackChunkName: "LeaderboardPage" */ './features/leaderboard/components/leaderboard-page').then((module) => ({
    default: module.LeaderboardPage,
  })),
);

export const TvPage: Exposed<'TvPage'> = lazy(() =>
  import(/* webpackChunkName: "TvPage" */ './features/tv/components/tv-page').then((module) => ({ default: module.TvPage })),
);

export const DonatePage: Exposed<'DonatePage'> = lazy(() =>
  import(/* webpackChunkName: "DonatePage" */ './features/donate/components/donate-page').then((module) => ({ default: module.DonatePage })),
);
