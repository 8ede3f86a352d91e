/** Total strokes from a score relative to par: the spec's "72 + relative score", with the course's real par. */
export function totalStrokes(coursePar: number, relativeScore: number): number {
  return coursePar + relativeScore;
}
