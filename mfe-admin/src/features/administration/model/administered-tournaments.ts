import type { Tournament } from '@fairway/contracts/tournament';
import { dollarsToCents } from '@fairway/golf/fundraising';

/** The tournaments the signed-in caller administers (canManage, as the API read them for the caller), soonest date first. */
export function administeredTournaments(tournaments: readonly Tournament[]): Tournament[] {
  return tournaments.filter((tournament) => tournament.canManage).sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

export interface AdminFigures {
  total: number;
  active: number;
  raisedCents: number;
}

export function adminFigures(tournaments: readonly Tournament[]): AdminFigures {
  return {
    total: tournaments.length,
    active: tournaments.filter((tournament) => tournament.status === 'active').length,
    raisedCents: tournaments.reduce((sum, tournament) => sum + dollarsToCents(tournament.charityRaised), 0),
  };
}
