import { strokePlayHole } from '../formats/stroke-play-hole';
import { type PlayerHoleScore } from '../formats/player-hole-score.type';
import { type ScoreBasis } from '../types/score-basis.type';
import { type HoleInput } from '../types/hole.type';
import { holesInOrder } from './holes-in-order';
import { type PlayerRound } from './player-round';
import { type CountbackLine, type TeamHoleResult, type TeamRound } from './team-round.type';

function scoresOnHole(players: readonly PlayerRound[], hole: number): PlayerHoleScore[] {
  return players.flatMap((player) => player.scores.get(hole) ?? []);
}

/** Gross minus par per hole; countback deducts each player's handicap fraction (net) or nothing (gross). */
function countbackLine(player: PlayerRound, holes: readonly HoleInput[], basis: ScoreBasis): CountbackLine {
  const valueByHole = new Map<number, number>();
  holes.forEach((hole) => {
    const score = player.scores.get(hole.number);
    if (score) valueByHole.set(hole.number, score.gross - hole.par);
  });
  return { valueByHole, handicap: basis === 'net' ? player.playingHandicap : 0 };
}

/** Team stroke play as an aggregate: every player's score counts, against par once per player who scored. */
export function strokePlayRound(players: readonly PlayerRound[], holes: readonly HoleInput[], basis: ScoreBasis): TeamRound {
  const results: TeamHoleResult[] = [];
  for (const hole of holesInOrder(holes)) {
    const result = strokePlayHole(scoresOnHole(players, hole.number));
    if (result) results.push({ hole: hole.number, par: hole.par * result.playersScored, gross: result.gross, net: result.net, points: 0 });
  }
  return { holes: results, countbackLines: players.map((player) => countbackLine(player, holes, basis)) };
}
