/** A hole's result in a match, from side A's point of view. */
export type MatchHoleOutcome = 'won' | 'lost' | 'halved';

/** Rule 3.2: the side with the lower net score wins the hole; equal scores halve it. */
export function matchPlayHoleOutcome(netA: number, netB: number): MatchHoleOutcome {
  if (netA < netB) return 'won';
  if (netA > netB) return 'lost';
  return 'halved';
}
