/**
 * Match play (WHS Rule 6.2 / Appendix C): the lowest playing handicap plays off 0 and every other
 * player receives the difference. Keys are player (or side) ids; plus handicaps are negative numbers.
 */
export function matchPlayStrokes(playingHandicaps: Readonly<Record<string, number>>): Record<string, number> {
  const values = Object.values(playingHandicaps);
  if (values.length === 0) return {};
  const lowest = Math.min(...values);
  return Object.fromEntries(Object.entries(playingHandicaps).map(([id, handicap]) => [id, handicap - lowest]));
}
