export interface Ranked<T> {
  item: T;
  position: number;
}

/** Sorts by score (lower is better, stable) and gives equal scores the same position: 1, 2, 2, 4. */
export function rankPositions<T>(items: readonly T[], scoreOf: (item: T) => number): Ranked<T>[] {
  const sorted = [...items].sort((a, b) => scoreOf(a) - scoreOf(b));
  let position = 0;
  return sorted.map((item, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || scoreOf(previous) !== scoreOf(item)) position = index + 1;
    return { item, position };
  });
}
