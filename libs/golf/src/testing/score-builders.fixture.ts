import { type ScoreInput } from '../types/score.type';
import { SAMPLE_HOLES } from './sample-course.fixture';

/** Scores for holes 1..n from a list of strokes (index 0 = hole 1). */
export function scoresFromList(playerId: string, strokes: readonly number[]): ScoreInput[] {
  return strokes.map((value, index) => ({ playerId, hole: index + 1, strokes: value }));
}

/** Scores for the given holes (hole number -> strokes). */
export function scoresOn(playerId: string, strokesByHole: Readonly<Record<number, number>>): ScoreInput[] {
  return Object.entries(strokesByHole).map(([hole, strokes]) => ({ playerId, hole: Number(hole), strokes }));
}

/** A full 18-hole round on the sample card: par everywhere, plus the given extra strokes per hole. */
export function parRoundPlus(playerId: string, extraByHole: Readonly<Record<number, number>> = {}): ScoreInput[] {
  return SAMPLE_HOLES.map((hole) => ({ playerId, hole: hole.number, strokes: hole.par + (extraByHole[hole.number] ?? 0) }));
}
