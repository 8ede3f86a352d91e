import { type ScoreInput } from '../types/score.type';

export type StrokesByPlayer = ReadonlyMap<string, ReadonlyMap<number, number>>;

/** Indexes scores as player -> hole -> strokes; a later score for the same player and hole replaces an earlier one. */
export function strokesByPlayer(scores: readonly ScoreInput[]): StrokesByPlayer {
  const index = new Map<string, Map<number, number>>();
  for (const score of scores) {
    const holes = index.get(score.playerId) ?? new Map<number, number>();
    holes.set(score.hole, score.strokes);
    index.set(score.playerId, holes);
  }
  return index;
}
