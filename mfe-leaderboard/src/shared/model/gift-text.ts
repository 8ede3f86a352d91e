import type { PublicGift } from '@fairway/contracts/gift';
import { dollarsToCents, formatRaised } from '@fairway/golf/fundraising';

/** The donor as the public sees them: the name, or "Anonymous" (the API sends no name for an anonymous gift). */
export function donorLabel(gift: Pick<PublicGift, 'donorName'>): string {
  return gift.donorName ?? 'Anonymous';
}

/** Whole dollars unless the gift has cents ("$50", "$12.50"). */
export function giftAmount(dollars: number): string {
  return formatRaised(dollarsToCents(dollars));
}
