import type { RevealState } from '@fairway/contracts/awards';

/** What a write changed, as far as screens are concerned. */
export type LiveChange =
  | { kind: 'scores'; tournamentId: string; teamId: string; hole: number }
  | { kind: 'teams'; tournamentId: string }
  | { kind: 'tournament'; tournamentId: string; deleted?: boolean }
  /** Fundraising changed: whatever ran under the ledger's lock (entries, gifts, sponsors, add-ons, pledges, skins fees); the board does not. */
  | { kind: 'fundraising'; tournamentId: string; previousRaisedCents: number }
  /** A contest, its entries or its leaders changed (the board does not). */
  | { kind: 'contests'; tournamentId: string }
  /** The event team changed (an invitation, an acceptance, a role changed or revoked, ownership handed over). */
  | { kind: 'event-team'; tournamentId: string }
  /** Auction items changed (a bid, the organiser's edit, the settings), or the fund-a-need (its gifts, its levels); `sold`: the items whose winners this change settled (the TV announces them). The board does not. */
  | { kind: 'auction'; tournamentId: string; itemIds: readonly string[]; fundANeed?: boolean; sold?: readonly string[] }
  /** The awards ceremony moved on: each step is told, in order, even when the MC taps quickly. */
  | { kind: 'awards'; tournamentId: string; state: RevealState }
  /** The organiser wrote to the field and it shows on scorecards: each message is told (the audience reads it with `messages/mine`). */
  | { kind: 'field-message'; tournamentId: string; messageId: string };
