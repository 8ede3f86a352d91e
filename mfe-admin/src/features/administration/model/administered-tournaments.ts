import type { Tournament } from '@fairway/contracts/tournament';
import { type Caller, isTournamentAdmin } from '@fairway/contracts/tournament-admin';
import { dollarsToCents } from '@fairway/golf/charity';

/** The tournaments this user administers, soonest date first; never anyone else's. */
export function administeredTournaments(tournaments: readonly Tournament[], user: Caller | null): Tournament[] {
  return tournaments.filter((tournament) => isTournamentAdmin(user, tournament)).sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
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
