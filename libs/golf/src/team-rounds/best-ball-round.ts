import { bestBallHole } from '../formats/best-ball-hole';
import { type ScoreBasis } from '../types/score-basis.type';
import { type HoleInput } from '../types/hole.type';
import { holesInOrder } from './holes-in-order';
import { type PlayerRound } from './player-round';
import { type TeamHoleResult, type TeamRound } from './team-round.type';

/**
 * Best ball: the team's score per hole is its lowest net (or gross). A four-ball side has no single
 * handicap, so countback compares the best-ball scores per hole, whose handicap strokes are already
 * applied hole by hole, without a fraction.
 */
export function bestBallRound(players: readonly PlayerRound[], holes: readonly HoleInput[], basis: ScoreBasis): TeamRound {
  const results: TeamHoleResult[] = [];
  const valueByHole = new Map<number, number>();
  for (const hole of holesInOrder(holes)) {
    const result = bestBallHole(
      players.flatMap((player) => player.scores.get(hole.number) ?? []),
      basis,
    );
    if (!result) continue;
    results.push({ hole: hole.number, par: hole.par, gross: result.gross, net: result.net, points: 0 });
    valueByHole.set(hole.number, result.teamScore - hole.par);
  }
  return { holes: results, countbackLines: [{ valueByHole, handicap: 0 }] };
}
