/** "E" for even, "+3" over par, "-2" under par. */
export function relativeToParLabel(relativeScore: number): string {
  if (relativeScore === 0) return 'E';
  return relativeScore > 0 ? `+${relativeScore}` : `${relativeScore}`;
}
