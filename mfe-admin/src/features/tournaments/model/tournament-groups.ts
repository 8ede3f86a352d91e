import type { Tournament } from '@fairway/contracts/tournament';
import { dollarsToCents } from '@fairway/golf/fundraising';

export interface TournamentGroups {
  active: Tournament[];
  upcoming: Tournament[];
  completed: Tournament[];
}

/** Active and upcoming soonest first; completed most recent first (the list arrives newest date first). */
export function groupTournaments(tournaments: readonly Tournament[]): TournamentGroups {
  // ISO dates order as plain text; names (compared only on the same date) need the locale's collation.
  const byDate = (a: Tournament, b: Tournament) => (a.date === b.date ? a.name.localeCompare(b.name) : a.date < b.date ? -1 : 1);
  const of = (status: Tournament['status']) => tournaments.filter((tournament) => tournament.status === status);
  return {
    active: of('active').sort(byDate),
    upcoming: of('upcoming').sort(byDate),
    completed: of('completed').sort((a, b) => byDate(b, a)),
  };
}

/** Events and money from before this installation, which an operator may opt into; 0 by default. */
export interface PlatformHistory {
  completedEvents: number;
  raisedDollars: number;
}

export interface TournamentStats {
  active: number;
  upcoming: number;
  completed: number;
  /** In cents, summed exactly (dollar amounts with cents do not add up exactly as floats). */
  raisedCents: number;
  history: PlatformHistory;
}

export function tournamentStats(groups: TournamentGroups, history: PlatformHistory): TournamentStats {
  const all = [...groups.active, ...groups.upcoming, ...groups.completed];
  const raisedCents = all.reduce((sum, tournament) => sum + dollarsToCents(tournament.charityRaised), 0) + dollarsToCents(history.raisedDollars);
  return {
    active: groups.active.length,
    upcoming: groups.upcoming.length,
    completed: groups.completed.length + history.completedEvents,
    raisedCents,
    history,
  };
}
