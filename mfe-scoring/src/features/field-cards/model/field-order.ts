import type { LeaderboardRow } from '@fairway/contracts/leaderboard';
import type { Team } from '@fairway/contracts/team';

/** One team as the scorer's list shows it. */
export interface FieldCard {
  team: Team;
  startingHole: number | null;
  /** Holes completed, as the board counts them (0 before the first score). */
  played: number;
  players: string;
}

/**
 * The field in the order a scorer walks it: by starting hole (a shotgun's groups in hole order, teams
 * without one last), then by name. A search keeps teams whose name or a player's name holds it.
 */
export function fieldCards(teams: readonly Team[], rows: readonly LeaderboardRow[] | undefined, search = ''): FieldCard[] {
  const thru = new Map((rows ?? []).map((row) => [row.teamId, row.thru]));
  const wanted = search.trim().toLocaleLowerCase();
  return teams
    .filter((team) => !wanted || [team.name, ...team.players.map((player) => player.name)].some((name) => name.toLocaleLowerCase().includes(wanted)))
    .map((team) => ({
      team,
      startingHole: team.startingHole ?? null,
      played: thru.get(team.id) ?? 0,
      players: team.players.map((player) => player.name).join(', '),
    }))
    .sort((a, b) => (a.startingHole ?? Infinity) - (b.startingHole ?? Infinity) || a.team.name.localeCompare(b.team.name));
}
