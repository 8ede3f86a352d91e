// Everything this remote exposes (see module-federation.config.js): expose `./X` is the export `X`.
// Each page is its own chunk, fetched when the page first renders.
import type { ExposedProps } from '@fairway/contracts';
import { type ComponentType, lazy } from 'react';

type Exposed<E extends 'LeaderboardPage' | 'TvPage'> = ComponentType<ExposedProps<'leaderboard', E>>;

export const LeaderboardPage: Exposed<'LeaderboardPage'> = lazy(() =>
  import('./features/leaderboard/components/leaderboard-page').then((module) => ({ default: module.LeaderboardPage })),
);

export const TvPage: Exposed<'TvPage'> = lazy(() => import('./features/tv/components/tv-page').then((module) => ({ default: module.TvPage })));
