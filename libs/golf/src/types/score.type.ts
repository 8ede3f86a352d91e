/** Gross strokes of one player on one hole (hole = hole number). */
export interface ScoreInput {
  playerId: string;
  hole: number;
  strokes: number;
}
