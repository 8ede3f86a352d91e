import type { Tournament } from '@fairway/contracts/tournament';
import { dollarsToCents } from '@fairway/golf/fundraising';
import { eventLandingPath } from '../../../shared/model/event-landing';
import { myRoleOf } from '../../../shared/model/my-role';
import { worksInAdministration } from './admin-sections';

/**
 * The tournaments the signed-in caller works on in Tournament Administration (their role, as the API read it for
 * them: an organiser's or a desk's), soonest date first.
 */
export function administeredTournaments(tournaments: readonly Tournament[]): Tournament[] {
  return tournaments
    .filter((tournament) => worksInAdministration(myRoleOf(tournament)))
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/**
 * Where the caller works on the tournament when it is not Tournament Administration (a scorer's field cards, a
 * contest volunteer's stations); null when they work here, or hold no role on it.
 */
export function landingElsewhere(tournaments: readonly Tournament[], tournamentId: string): string | null {
  const tournament = tournaments.find((candidate) => candidate.id === tournamentId);
  const role = tournament ? myRoleOf(tournament) : null;
  return role && !worksInAdministration(role) ? eventLandingPath(tournamentId, role) : null;
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
