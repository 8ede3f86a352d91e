/** One player's result on one hole: gross strokes and net after handicap strokes. */
export interface PlayerHoleScore {
  playerId: string;
  gross: number;
  net: number;
}
