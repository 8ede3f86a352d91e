import type { Team } from '@fairway/contracts/team';
import type { ComponentType } from 'react';

type OfTournament = ComponentType<{ tournamentId: string }>;

/** What Check-In sells under each team and the volunteer's cash total (the add-ons feature), and the desk's close-out. */
export interface CheckInSales {
  TeamAddOnSales: ComponentType<{ tournamentId: string; team: Team }>;
  VolunteerCashTotal: OfTournament;
  /** "Close out": the desk's own total per method against what was counted (every desk for the organisers). */
  CloseOut: OfTournament;
}

/**
 * The tabs of the administration dialog that other features draw (registration, ledger and pledges, sponsors, add-ons, contests, awards),
 * given by the app, which composes features; each loads when first shown.
 */
export interface AdminDialogParts extends CheckInSales {
  LedgerAndPledges: OfTournament;
  SponsorsTab: OfTournament;
  AddOnsTab: OfTournament;
  ContestsTab: OfTournament;
  AwardsTab: OfTournament;
  RegistrationTab: OfTournament;
  RegistrationsTab: OfTournament;
  /** The event team: members, roles, invitations (owners and co-organisers). */
  EventTeamTab: OfTournament;
  /** The silent auction: items, settings, fund-a-need, the live list; the desks' checkout, unpaid list and bidders. */
  AuctionTab: OfTournament;
  /** Starting positions (assign, move, lock) and the print centre's PDFs (owners and co-organisers). */
  StartsAndPrintTab: OfTournament;
  /** The players' messages: to the field, the reminder, the results, and their deliveries (owners and co-organisers). */
  MessagesTab: OfTournament;
}
