// Everything this remote exposes (see module-federation.config.js): expose `./X` is the export `X`.
// Each page's chunk is named after its expose, so mf-manifest.json lists exactly its files under it (the
// shell's first paint preloads them from there).
// Each component is its own chunk, fetched when it first renders.
import type { ExposedProps } from '@fairway/contracts';
import { type LazyPage, lazyPage } from '@fairway/ui/lazy-page';

type Exposed<E extends 'TournamentsPage' | 'AdminPage' | 'AdminDialog' | 'ResultsPage' | 'RevealPage' | 'EventInvitePage' | 'OrganisationPage'> = LazyPage<
  ExposedProps<'admin', E>
>;

export const TournamentsPage: Exposed<'TournamentsPage'> = lazyPage(() =>
  import(/* webpackChunkName: "TournamentsPage" */ './app/tournaments-page').then((module) => module.TournamentsPage),
);

export const AdminPage: Exposed<'AdminPage'> = lazyPage(() =>
  import(/* webpackChunkName: "AdminPage" */ './app/admin-page').then((module) => module.AdminPage),
);

export const AdminDialog: Exposed<'AdminDialog'> = lazyPage(() =>
  import(/* webpackChunkName: "AdminDialog" */ './app/admin-dialog').then((module) => module.AdminDialog),
);

export const ResultsPage: Exposed<'ResultsPage'> = lazyPage(() =>
  import(/* webpackChunkName: "ResultsPage" */ './features/results/components/results-page').then((module) => module.ResultsPage),
);

export const RevealPage: Exposed<'RevealPage'> = lazyPage(() =>
  import(/* webpackChunkName: "RevealPage" */ './features/awards/components/reveal-page').then((module) => module.RevealPage),
);

export const EventInvitePage: Exposed<'EventInvitePage'> = lazyPage(() =>
  import(/* webpackChunkName: "EventInvitePage" */ './features/event-team/components/event-invite-page').then((module) => module.EventInvitePage),
);

export const OrganisationPage: Exposed<'OrganisationPage'> = lazyPage(() =>
  import(/* webpackChunkName: "OrganisationPage" */ './features/organisation/components/organisation-page').then((module) => module.OrganisationPage),
);
