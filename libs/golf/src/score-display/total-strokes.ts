/** Total strokes from a score relative to par: par plus the relative score, with the course's real par rather than a fixed 72. */
export function totalStrokes(coursePar: number, relativeScore: number): number {
  return coursePar + relativeScore;
}
