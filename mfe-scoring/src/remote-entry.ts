// Everything this remote exposes (see module-federation.config.js): expose `./X` is the export `X`.
// Each page's chunk is named after its expose, so mf-manifest.json lists exactly its files under it (the
// shell's first paint preloads them from there).
// Each page is its own chunk, fetched when the page first renders.
import type { ExposedName, ExposedProps } from '@fairway/contracts';
import { type LazyPage, lazyPage } from '@fairway/ui/lazy-page';

type Exposed<E extends ExposedName<'scoring'>> = LazyPage<ExposedProps<'scoring', E>>;

export const ScorecardPage: Exposed<'ScorecardPage'> = lazyPage(() =>
  import(/* webpackChunkName: "ScorecardPage" */ './features/scorecard/components/scorecard-page').then((module) => module.ScorecardPage),
);

export const TeamSelectPage: Exposed<'TeamSelectPage'> = lazyPage(() =>
  import(/* webpackChunkName: "TeamSelectPage" */ './features/team-select/components/team-select-page').then((module) => module.TeamSelectPage),
);

export const JoinPage: Exposed<'JoinPage'> = lazyPage(() =>
  import(/* webpackChunkName: "JoinPage" */ './features/join/components/join-page').then((module) => module.JoinPage),
);

export const StationPage: Exposed<'StationPage'> = lazyPage(() =>
  import(/* webpackChunkName: "StationPage" */ './features/station/components/station-page').then((module) => module.StationPage),
);

export const RegisterPage: Exposed<'RegisterPage'> = lazyPage(() =>
  import(/* webpackChunkName: "RegisterPage" */ './features/registration/components/register-page').then((module) => module.RegisterPage),
);

export const RegistrationConfirmationPage: Exposed<'RegistrationConfirmationPage'> = lazyPage(() =>
  import(/* webpackChunkName: "RegistrationConfirmationPage" */ './features/registration/components/registration-confirmation-page').then(
    (module) => module.RegistrationConfirmationPage,
  ),
);

export const FieldCardsPage: Exposed<'FieldCardsPage'> = lazyPage(() =>
  import(/* webpackChunkName: "FieldCardsPage" */ './features/field-cards/components/field-cards-page').then((module) => module.FieldCardsPage),
);

export const MyStationsPage: Exposed<'MyStationsPage'> = lazyPage(() =>
  import(/* webpackChunkName: "MyStationsPage" */ './features/station/components/my-stations-page').then((module) => module.MyStationsPage),
);

export const AuctionPage: Exposed<'AuctionPage'> = lazyPage(() =>
  import(/* webpackChunkName: "AuctionPage" */ './features/auction/components/auction-page').then((module) => module.AuctionPage),
);

export const AuctionItemPage: Exposed<'AuctionItemPage'> = lazyPage(() =>
  import(/* webpackChunkName: "AuctionItemPage" */ './features/auction/components/auction-item-page').then((module) => module.AuctionItemPage),
);

export const AuctionMyBidsPage: Exposed<'AuctionMyBidsPage'> = lazyPage(() =>
  import(/* webpackChunkName: "AuctionMyBidsPage" */ './features/auction/components/auction-my-bids-page').then((module) => module.AuctionMyBidsPage),
);
