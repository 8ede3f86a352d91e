import { useActiveTournamentsLite as useActiveTournaments, useTeamsLite as useTeams, useTournamentLite as useTournament } from '../queries/tournament-queries';
import { useAuth } from '@fairway/auth';
import { sameEmail } from '@fairway/contracts/tournament-admin';
import type { Team } from '@fairway/contracts/team';
import type { Tournament } from '@fairway/contracts/tournament';

export type ScorecardTeam =
  | { state: 'loading' }
  | { state: 'no-tournament' }
  | { state: 'no-team'; tournament: Tournament }
  | { state: 'ready'; tournament: Tournament; team: Team };

/**
 * The tournament and team a scorecard shows: the ones in the URL, else today's active tournament and
 * the team that holds the signed-in user's e-mail.
 */
export function useScorecardTeam(tournamentId: string | undefined, teamId: string | undefined): ScorecardTeam {
  const { user } = useAuth();
  const active = useActiveTournaments();
  const given = useTournament(tournamentId);
  const tournament = tournamentId ? given.data : active.data?.[0];
  const teams = useTeams(tournament?.id);
  if (!tournament) {
    const settled = tournamentId ? given.isError : active.isSuccess;
    return settled ? { state: 'no-tournament' } : { state: 'loading' };
  }
  const team = teams.data?.find((candidate) =>
    teamId ? candidate.id === teamId : candidate.players.some((player) => user?.email && sameEmail(player.email, user.email)),
  );
  if (team) return { state: 'ready', tournament, team };
  return teams.isSuccess ? { state: 'no-team', tournament } : { state: 'loading' };
}
