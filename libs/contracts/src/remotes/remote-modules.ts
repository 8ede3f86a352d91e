import type {
  AdminDialogProps,
  AdminPageProps,
  EventInvitePageProps,
  OrganisationPageProps,
  ResultsPageProps,
  RevealPageProps,
  TournamentsPageProps,
} from './admin.props';
import type { ChatWidgetProps } from './assistant.props';
import type { DonatePageProps, LeaderboardPageProps, TvPageProps } from './leaderboard.props';
import type { RemoteName } from './remote-names';
import type {
  AuctionItemPageProps,
  AuctionMyBidsPageProps,
  AuctionPageProps,
  FieldCardsPageProps,
  JoinPageProps,
  MyStationsPageProps,
  RegisterPageProps,
  RegistrationConfirmationPageProps,
  ScorecardPageProps,
  StationPageProps,
  TeamSelectPageProps,
} from './scoring.props';

/**
 * Everything the remotes expose, with the props of each component. Expose `./X` of remote `r` is the
 * export named `X` of that remote's src/remote-entry.ts.
 */
export interface RemoteModules {
  scoring: {
    ScorecardPage: ScorecardPageProps;
    TeamSelectPage: TeamSelectPageProps;
    JoinPage: JoinPageProps;
    StationPage: StationPageProps;
    RegisterPage: RegisterPageProps;
    RegistrationConfirmationPage: RegistrationConfirmationPageProps;
    FieldCardsPage: FieldCardsPageProps;
    MyStationsPage: MyStationsPageProps;
    AuctionPage: AuctionPageProps;
    AuctionItemPage: AuctionItemPageProps;
    AuctionMyBidsPage: AuctionMyBidsPageProps;
  };
  leaderboard: {
    LeaderboardPage: LeaderboardPageProps;
    TvPage: TvPageProps;
    DonatePage: DonatePageProps;
  };
  admin: {
    TournamentsPage: TournamentsPageProps;
    AdminPage: AdminPageProps;
    AdminDialog: AdminDialogProps;
    ResultsPage: ResultsPageProps;
    RevealPage: RevealPageProps;
    EventInvitePage: EventInvitePageProps;
    OrganisationPage: OrganisationPageProps;
  };
  assistant: {
    ChatWidget: ChatWidgetProps;
  };
}

export type ExposedName<R extends RemoteName> = keyof RemoteModules[R] & string;

export type ExposedProps<R extends RemoteName, E extends ExposedName<R>> = RemoteModules[R][E];
