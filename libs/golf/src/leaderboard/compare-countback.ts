// Handicap fractions such as 1/3 make exact float equality unreliable; differences this small are ties.
const TIE_TOLERANCE = 1e-9;

/** Negative when `a` wins the countback, positive when `b` does, 0 when still tied after the last hole. */
export function compareCountback(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (Math.abs(difference) > TIE_TOLERANCE) return difference;
  }
  return 0;
}
