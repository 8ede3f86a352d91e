import { useCardStatus, useHoleScores, useLeaderboard, useTeamScores, useTournamentEvents } from '@fairway/api-client';
import { teamTotalsOf } from '../model/card-figures';

/**
 * What the card shows from the server, kept current by the tournament's event stream: the team's scores,
 * the hole on screen's (teammates' scores arrive as `hole-scores` events; polled only while the stream is
 * down), the card's status and the team's totals as the board counts them.
 */
export function useCardReads(tournamentId: string, teamId: string, holeNumber: number) {
  const teamScores = useTeamScores(tournamentId, teamId);
  const connection = useTournamentEvents(tournamentId);
  const holeScores = useHoleScores(tournamentId, teamId, holeNumber, { poll: connection !== 'live' });
  const card = useCardStatus(tournamentId, teamId);
  const board = useLeaderboard(tournamentId);
  return {
    teamScores: teamScores.data,
    holeScores: holeScores.data,
    cardStatus: card.data,
    teamTotals: teamTotalsOf(board.data?.rows, teamId),
  };
}
