import { compareCountback } from './compare-countback';
import { type Ranked } from './rank-positions';
import { type TieBreakMethod } from './tie-break-method.type';

function groupByPosition<T>(ranked: readonly Ranked<T>[]): Ranked<T>[][] {
  const groups: Ranked<T>[][] = [];
  for (const entry of ranked) {
    const current = groups.at(-1);
    if (current && current[0]?.position === entry.position) current.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

function splitByCountback<T>(group: Ranked<T>[], keys: Map<Ranked<T>, number[]>, leaderOnly: boolean): Ranked<T>[] {
  const start = group[0]?.position ?? 1;
  const keyOf = (entry: Ranked<T>) => keys.get(entry) ?? [];
  const sorted = [...group].sort((a, b) => compareCountback(keyOf(a), keyOf(b)));
  const positions = sorted.map((entry) => start + sorted.filter((other) => compareCountback(keyOf(other), keyOf(entry)) < 0).length);
  const winners = positions.filter((position) => position === start).length;
  return sorted.map((entry, index) => {
    const position = positions[index] ?? start;
    if (!leaderOnly || position === start) return { item: entry.item, position };
    return { item: entry.item, position: start + winners };
  });
}

function isDecidable(group: readonly Ranked<unknown>[], method: TieBreakMethod): boolean {
  if (group.length < 2 || method === 'share') return false;
  return method === 'countback-all' || group[0]?.position === 1;
}

/**
 * Re-orders and re-positions tied entries by countback where the method asks for it. `countbackOf`
 * returns null for an entry that cannot take part (an unfinished round): its whole tie stays shared.
 */
export function applyTieBreak<T>(ranked: readonly Ranked<T>[], method: TieBreakMethod, countbackOf: (item: T) => number[] | null): Ranked<T>[] {
  return groupByPosition(ranked).flatMap((group) => {
    if (!isDecidable(group, method)) return group;
    const keys = new Map(group.map((entry) => [entry, countbackOf(entry.item)] as const));
    if ([...keys.values()].some((key) => key === null)) return group;
    return splitByCountback(group, keys as Map<Ranked<T>, number[]>, method === 'countback-leader');
  });
}
