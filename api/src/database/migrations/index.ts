import { InitialSchema1795300000000 } from './1795300000000-initial-schema';
import { TournamentSettings1795300001000 } from './1795300001000-tournament-settings';
import { PlusHandicapsAndDeferrablePositions1795300002000 } from './1795300002000-plus-handicaps-and-deferrable-positions';
import { PlayerAccounts1795300003000 } from './1795300003000-player-accounts';
import { LiveActivityAndMatchPairings1795400000000 } from './1795400000000-live-activity-and-match-pairings';
import { ScoreHistoryAndCards1795500000000 } from './1795500000000-score-history-and-cards';
import { TournamentTimeZone1795600000000 } from './1795600000000-tournament-time-zone';
import { ScoreCorrections1795700000000 } from './1795700000000-score-corrections';
import { TeamRevision1795800000000 } from './1795800000000-team-revision';
import { NoEmailsInScoreTrail1795900000000 } from './1795900000000-no-emails-in-score-trail';
import { CharityLedger1795910000000 } from './1795910000000-charity-ledger';
import { LiveEventSequence1795950000000 } from './1795950000000-live-event-sequence';
import { ContestsSkinsAwards1795960000000 } from './1795960000000-contests-skins-awards';
import { SkinsLedgerEntry1795970000000 } from './1795970000000-skins-ledger-entry';
import { IdentitySigningKey1796000000000 } from './1796000000000-identity-signing-key';
import { Payments1796100000000 } from './1796100000000-payments';
import { MailOutbox1796120000000 } from './1796120000000-mail-outbox';
import { Registration1796140000000 } from './1796140000000-registration';
import { CardGifts1796160000000 } from './1796160000000-card-gifts';
import { EventTeam1796200000000 } from './1796200000000-event-team';
import { EventInviteMail1796200500000 } from './1796200500000-event-invite-mail';
import { CloseOutCounts1796206000000 } from './1796206000000-close-out-counts';
import { Organisations1796210000000 } from './1796210000000-organisations';
import { PreviousFieldInvites1796220000000 } from './1796220000000-previous-field-invites';
import { Auction1796300000000 } from './1796300000000-auction';
import { AuctionCloseOut1796310000000 } from './1796310000000-auction-close-out';
import { AuctionBidders1796320000000 } from './1796320000000-auction-bidders';
import { AuctionCheckouts1796330000000 } from './1796330000000-auction-checkouts';
import { StartPlans1796400000000 } from './1796400000000-start-plans';
import { FieldMessages1796500000000 } from './1796500000000-field-messages';

/** Every migration, oldest first; listed explicitly so the bundle carries them (no glob at run time). */
export const migrations = [
  InitialSchema1795300000000,
  TournamentSettings1795300001000,
  PlusHandicapsAndDeferrablePositions1795300002000,
  PlayerAccounts1795300003000,
  LiveActivityAndMatchPairings1795400000000,
  ScoreHistoryAndCards1795500000000,
  TournamentTimeZone1795600000000,
  ScoreCorrections1795700000000,
  TeamRevision1795800000000,
  NoEmailsInScoreTrail1795900000000,
  CharityLedger1795910000000,
  LiveEventSequence1795950000000,
  ContestsSkinsAwards1795960000000,
  SkinsLedgerEntry1795970000000,
  IdentitySigningKey1796000000000,
  Payments1796100000000,
  MailOutbox1796120000000,
  Registration1796140000000,
  CardGifts1796160000000,
  EventTeam1796200000000,
  EventInviteMail1796200500000,
  CloseOutCounts1796206000000,
  Organisations1796210000000,
  PreviousFieldInvites1796220000000,
  Auction1796300000000,
  AuctionCloseOut1796310000000,
  AuctionBidders1796320000000,
  AuctionCheckouts1796330000000,
  StartPlans1796400000000,
  FieldMessages1796500000000,
];
