import { matchPlayOutcomes } from '../formats/match-play-outcomes';
import { matchStatus } from '../formats/match-status';
import { resolveHandicapAllowances } from '../handicap/handicap-allowances';
import { matchPlayStrokes } from '../handicap/match-play-strokes';
import { holeOrder } from '../round-progress/hole-order';
import { netScore } from '../strokes/net-score';
import { strokesReceivedOnHole } from '../strokes/strokes-received-on-hole';
import { playerRound } from '../team-rounds/player-round';
import { strokesByPlayer } from '../team-rounds/strokes-by-player';
import { type TeamInput } from '../types/team.type';
import { type IndividualLeaderboardInput } from './individual-leaderboard.type';

export interface MatchPairingInput {
  id: string;
  teamAId: string;
  teamBId: string;
}

export interface MatchBoardRow {
  matchId: string;
  teamAId: string;
  teamAName: string;
  teamBId: string;
  teamBName: string;
  /** "Eagles 2 UP", "ALL SQUARE", "Eagles DORMIE", "Eagles won 3&2", "Eagles won 1 UP", "HALVED". */
  status: string;
  thru: number;
  leaderTeamId: string | null;
  finished: boolean;
}

/**
 * Four-ball match play between two teams: every player's playing handicap at the four-ball match-play
 * allowance, the lowest of the four plays off 0 (WHS 6.2), each team's hole score is its best net.
 */
function teamNetByHole(teams: readonly [TeamInput, TeamInput], input: IndividualLeaderboardInput): Map<number, number>[] {
  const allowance = resolveHandicapAllowances(input.allowances).fourBallMatchPlay;
  const strokes = strokesByPlayer(input.scores);
  const settings = { holes: input.holes, courseRating: input.courseRating ?? null };
  const rounds = teams.map((team) => team.players.map((player) => playerRound(player, strokes.get(player.id), allowance, settings)));
  const received = matchPlayStrokes(Object.fromEntries(rounds.flat().map((round) => [round.player.id, round.playingHandicap])));
  return rounds.map((players) => {
    const best = new Map<number, number>();
    for (const round of players) {
      for (const hole of input.holes) {
        const gross = round.scores.get(hole.number)?.gross;
        if (gross === undefined) continue;
        const net = netScore(gross, strokesReceivedOnHole(received[round.player.id] ?? 0, hole.handicap));
        best.set(hole.number, Math.min(best.get(hole.number) ?? Infinity, net));
      }
    }
    return best;
  });
}

function statusText(status: ReturnType<typeof matchStatus>, teamA: TeamInput, teamB: TeamInput): { text: string; leader: TeamInput | null } {
  const leader = status.leader === 'A' ? teamA : status.leader === 'B' ? teamB : null;
  if (!leader) return { text: status.finished ? 'HALVED' : 'ALL SQUARE', leader };
  const lead = Math.abs(status.margin);
  if (status.finished) return { text: `${leader.name} won ${status.holesRemaining > 0 ? `${lead}&${status.holesRemaining}` : `${lead} UP`}`, leader };
  return { text: `${leader.name} ${status.dormie ? 'DORMIE' : `${lead} UP`}`, leader };
}

/** Each pairing's state, in the pairings' order; a pairing naming an unknown team is left out. */
export function buildMatchBoard(input: IndividualLeaderboardInput, pairings: readonly MatchPairingInput[]): MatchBoardRow[] {
  const teams = new Map(input.teams.map((team) => [team.id, team]));
  return pairings.flatMap((pairing) => {
    const teamA = teams.get(pairing.teamAId);
    const teamB = teams.get(pairing.teamBId);
    if (!teamA || !teamB) return [];
    const [netA, netB] = teamNetByHole([teamA, teamB], input);
    const order = holeOrder(teamA.startingHole, input.holes.length || 18);
    const status = matchStatus(matchPlayOutcomes(netA!, netB!, order), input.holes.length || 18);
    const { text, leader } = statusText(status, teamA, teamB);
    return [
      {
        matchId: pairing.id,
        teamAId: teamA.id,
        teamAName: teamA.name,
        teamBId: teamB.id,
        teamBName: teamB.name,
        status: text,
        thru: status.holesPlayed,
        leaderTeamId: leader?.id ?? null,
        finished: status.finished,
      },
    ];
  });
}
