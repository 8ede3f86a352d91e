import type { PublicSponsor } from '@fairway/contracts/sponsor';

/** A sponsor's turns per round of the rotation: its tier's price against the cheapest tier's, from 1 to 5. */
export function sponsorWeight(tierPrice: number, cheapestPrice: number): number {
  if (tierPrice <= 0 || cheapestPrice <= 0) return 1;
  return Math.min(5, Math.max(1, Math.round(tierPrice / cheapestPrice)));
}

/**
 * One round of the sponsors' rotation: each sponsor as many times as its weight, spread out (smooth weighted
 * round robin), so a title sponsor comes up more often than a hole sponsor without showing twice in a row.
 */
export function sponsorRotation<S extends Pick<PublicSponsor, 'id' | 'tierPrice'>>(sponsors: readonly S[]): S[] {
  const prices = sponsors.map((sponsor) => sponsor.tierPrice).filter((price) => price > 0);
  const cheapest = prices.length ? Math.min(...prices) : 0;
  const weights = sponsors.map((sponsor) => sponsorWeight(sponsor.tierPrice, cheapest));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const current = weights.map(() => 0);
  const order: S[] = [];
  for (let turn = 0; turn < total; turn += 1) {
    let best = 0;
    weights.forEach((weight, index) => {
      current[index]! += weight;
      if (current[index]! > current[best]!) best = index;
    });
    current[best]! -= total;
    order.push(sponsors[best]!);
  }
  return order;
}
