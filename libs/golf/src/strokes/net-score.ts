/** Net score on a hole: gross strokes minus the handicap strokes received there (negative for plus players). */
export function netScore(strokes: number, strokesReceived: number): number {
  return strokes - strokesReceived;
}
