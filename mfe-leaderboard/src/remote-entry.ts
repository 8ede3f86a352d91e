// Everything this remote exposes (see module-federation.config.js): expose `./X` is the export `X`.
// Each page's chunk is named after its expose, so mf-manifest.json lists exactly its files under it (the
// shell's first paint preloads them from there).
// Each page is its own chunk, fetched when the page first renders.
import type { ExposedProps } from '@fairway/contracts';
import { type LazyPage, lazyPage } from '@fairway/ui/lazy-page';

type Exposed<E extends 'LeaderboardPage' | 'TvPage' | 'DonatePage'> = LazyPage<ExposedProps<'leaderboard', E>>;

export const LeaderboardPage: Exposed<'LeaderboardPage'> = lazyPage(() =>
  import(/* webpackChunkName: "LeaderboardPage" */ './features/leaderboard/components/leaderboard-page').then((module) => module.LeaderboardPage),
);

export const TvPage: Exposed<'TvPage'> = lazyPage(() =>
  import(/* webpackChunkName: "TvPage" */ './features/tv/components/tv-page').then((module) => module.TvPage),
);

export const DonatePage: Exposed<'DonatePage'> = lazyPage(() =>
  import(/* webpackChunkName: "DonatePage" */ './features/donate/components/donate-page').then((module) => module.DonatePage),
);
