import { type IncrementRule } from '@fairway/contracts/auction';

/**
 * What the next bid must add at this price. Tiered: the tier the price falls in (at the second maximum's price
 * when the engine bids for a maximum). Percent: of the price, rounded up to a whole dollar, at least $1.
 */
export function incrementAt(priceCents: number, rule: IncrementRule): number {
  if (rule.kind === 'fixed') return rule.cents;
  if (rule.kind === 'percent') return Math.max(100, Math.ceil((priceCents * rule.percent) / 100 / 100) * 100);
  const tier = [...rule.tiers].reverse().find((candidate) => candidate.fromCents <= priceCents) ?? rule.tiers[0]!;
  return tier.incrementCents;
}

/** The price plus one increment. */
export function nextAmount(priceCents: number, rule: IncrementRule): number {
  return priceCents + incrementAt(priceCents, rule);
}
