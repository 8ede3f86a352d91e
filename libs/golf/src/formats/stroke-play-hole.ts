import { type PlayerHoleScore } from './player-hole-score.type';

export interface StrokePlayHoleResult {
  gross: number;
  net: number;
  /** How many players scored; the hole's par counts once per player against these totals. */
  playersScored: number;
}

/** Team stroke play (aggregate): the sum of every player's score on the hole; null when nobody scored. */
export function strokePlayHole(scores: readonly PlayerHoleScore[]): StrokePlayHoleResult | null {
  if (scores.length === 0) return null;
  return {
    gross: scores.reduce((sum, score) => sum + score.gross, 0),
    net: scores.reduce((sum, score) => sum + score.net, 0),
    playersScored: scores.length,
  };
}
