import { stablefordPoints } from '../formats/stableford-points';
import { type ScoreBasis } from '../types/score-basis.type';
import { type HoleInput } from '../types/hole.type';
import { holesInOrder } from './holes-in-order';
import { type PlayerRound } from './player-round';
import { type CountbackLine, type TeamHoleResult, type TeamRound } from './team-round.type';

function pointsByHole(player: PlayerRound, holes: readonly HoleInput[], basis: ScoreBasis): Map<number, number> {
  const points = new Map<number, number>();
  holes.forEach((hole) => {
    const score = player.scores.get(hole.number);
    if (score) points.set(hole.number, stablefordPoints(score[basis], hole.par));
  });
  return points;
}

/**
 * Team Stableford: the sum of every player's points (the individual format, 95%, added up).
 * Countback compares points per segment (negated so lower is better); the handicap strokes are
 * already inside the points, so no fraction is deducted.
 */
export function stablefordRound(players: readonly PlayerRound[], holes: readonly HoleInput[], basis: ScoreBasis): TeamRound {
  const points = players.map((player) => pointsByHole(player, holes, basis));
  const results: TeamHoleResult[] = [];
  for (const hole of holesInOrder(holes)) {
    const scored = players.flatMap((player) => player.scores.get(hole.number) ?? []);
    if (scored.length === 0) continue;
    const holePoints = points.reduce((sum, byHole) => sum + (byHole.get(hole.number) ?? 0), 0);
    const gross = scored.reduce((sum, score) => sum + score.gross, 0);
    const net = scored.reduce((sum, score) => sum + score.net, 0);
    results.push({ hole: hole.number, par: hole.par * scored.length, gross, net, points: holePoints });
  }
  const countbackLines: CountbackLine[] = points.map((byHole) => ({
    valueByHole: new Map([...byHole].map(([hole, value]) => [hole, -value])),
    handicap: 0,
  }));
  return { holes: results, countbackLines };
}
