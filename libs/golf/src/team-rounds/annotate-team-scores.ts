import { playerAllowancePercent } from '../handicap/player-allowance-percent';
import { strokesReceivedOnHole } from '../strokes/strokes-received-on-hole';
import { type ScoreInput } from '../types/score.type';
import { type TeamInput } from '../types/team.type';
import { playerRound } from './player-round';
import { scrambleTeamPlayingHandicap } from './scramble-team-playing-handicap';
import { strokesByPlayer } from './strokes-by-player';
import { type TeamRoundSettings } from './team-round-settings.type';

/** A stored score's derived fields: what the Score entity calls netScore and isBest. */
export interface ScoreAnnotation {
  playerId: string;
  hole: number;
  strokes: number;
  strokesReceived: number;
  netScore: number;
  /** The player's score is the team's best on the hole (every tied player is best). */
  isBest: boolean;
}

type Unmarked = Omit<ScoreAnnotation, 'isBest'> & { compared: number };

function markBest(entries: Unmarked[]): ScoreAnnotation[] {
  const bestByHole = new Map<number, number>();
  entries.forEach((entry) => bestByHole.set(entry.hole, Math.min(bestByHole.get(entry.hole) ?? Infinity, entry.compared)));
  return entries.map(({ compared, ...entry }) => ({ ...entry, isBest: compared === bestByHole.get(entry.hole) }));
}

/**
 * The handicap strokes each player of the team receives on a hole of `strokeIndex`, by the format's rule (a
 * scramble's team handicap, else each player's playing handicap at the format's allowance): the scorecard's dots.
 */
export function teamStrokesLookup(team: TeamInput, settings: TeamRoundSettings): (playerId: string, strokeIndex: number) => number {
  if (settings.format === 'scramble') {
    const teamHandicap = scrambleTeamPlayingHandicap(team, settings);
    return (_playerId, strokeIndex) => strokesReceivedOnHole(teamHandicap, strokeIndex);
  }
  const allowance = playerAllowancePercent(settings.format, team.players.length, settings.allowances) ?? 100;
  const handicaps = new Map(team.players.map((player) => [player.id, playerRound(player, undefined, allowance, settings).playingHandicap]));
  return (playerId, strokeIndex) => strokesReceivedOnHole(handicaps.get(playerId) ?? 0, strokeIndex);
}

/**
 * Net score and best marker for each score of the team's players, by hole, then in team order (scores
 * of other players and of holes not on the card are left out). In a scramble the team handicap's strokes apply to every
 * player's entry and the lowest entry is best.
 */
export function annotateTeamScores(team: TeamInput, scores: readonly ScoreInput[], settings: TeamRoundSettings): ScoreAnnotation[] {
  const strokesReceived = teamStrokesLookup(team, settings);
  const strokeIndexes = new Map(settings.holes.map((hole) => [hole.number, hole.handicap]));
  const strokesIndex = strokesByPlayer(scores);
  const entries: Unmarked[] = [];
  for (const player of team.players) {
    for (const [hole, strokes] of strokesIndex.get(player.id) ?? []) {
      const strokeIndex = strokeIndexes.get(hole);
      if (strokeIndex === undefined) continue;
      const received = strokesReceived(player.id, strokeIndex);
      const netScore = strokes - received;
      const compared = settings.basis === 'net' && settings.format !== 'scramble' ? netScore : strokes;
      entries.push({ playerId: player.id, hole, strokes, strokesReceived: received, netScore, compared });
    }
  }
  return markBest(entries).sort((a, b) => a.hole - b.hole);
}
