import { type MatchHoleOutcome, matchPlayHoleOutcome } from './match-play-hole-outcome';

/**
 * Hole outcomes for side A in play order, for the holes both sides have a net score on
 * (a hole only one side has entered is not played yet).
 */
export function matchPlayOutcomes(
  netByHoleA: ReadonlyMap<number, number>,
  netByHoleB: ReadonlyMap<number, number>,
  holeOrder: readonly number[],
): MatchHoleOutcome[] {
  const outcomes: MatchHoleOutcome[] = [];
  for (const hole of holeOrder) {
    const netA = netByHoleA.get(hole);
    const netB = netByHoleB.get(hole);
    if (netA !== undefined && netB !== undefined) outcomes.push(matchPlayHoleOutcome(netA, netB));
  }
  return outcomes;
}
