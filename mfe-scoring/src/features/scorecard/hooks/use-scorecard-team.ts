import { isNotFoundError, useActiveTournaments, useTeams, useTournament } from '@fairway/api-client';
import { useAuth } from '@fairway/auth';
import { sameEmail } from '@fairway/contracts/tournament-admin';
import type { Team } from '@fairway/contracts/team';
import type { Tournament } from '@fairway/contracts/tournament';

export type ScorecardTeam =
  | { state: 'loading' }
  | { state: 'no-tournament' }
  | { state: 'not-found'; tournamentId: string }
  | { state: 'no-signal' }
  | { state: 'no-team'; tournament: Tournament }
  | { state: 'ready'; tournament: Tournament; team: Team };

/**
 * The tournament and team a scorecard shows: the ones in the URL, else today's active tournament and
 * the team that holds the signed-in user's e-mail. The tournament and its teams are read at once when the
 * URL names the tournament; a read that fails without a 404 is "no signal" (and is retried), never "none".
 */
export function useScorecardTeam(tournamentId: string | undefined, teamId: string | undefined): ScorecardTeam {
  const { user } = useAuth();
  const active = useActiveTournaments({ enabled: !tournamentId });
  const given = useTournament(tournamentId);
  const tournament = tournamentId ? given.data : active.data?.[0];
  const teams = useTeams(tournamentId ?? tournament?.id);
  if (!tournament) {
    const read = tournamentId ? given : active;
    if (tournamentId && isNotFoundError(given.error)) return { state: 'not-found', tournamentId };
    if (read.isError) return { state: 'no-signal' };
    return !tournamentId && active.isSuccess ? { state: 'no-tournament' } : { state: 'loading' };
  }
  const team = teams.data?.find((candidate) =>
    teamId ? candidate.id === teamId : candidate.players.some((player) => user?.email && sameEmail(player.email, user.email)),
  );
  if (team) return { state: 'ready', tournament, team };
  if (teams.isSuccess) return { state: 'no-team', tournament };
  return teams.isError ? { state: 'no-signal' } : { state: 'loading' };
}
