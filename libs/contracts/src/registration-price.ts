// The price of a registration, in cents, computed on the server from the organiser's products (never the client's).
import { registrationLimits } from './registration-limits';

export type PricedKind = 'team-entry' | 'single-player' | 'sponsor-package' | 'add-on';

export interface PricedLine {
  kind: PricedKind;
  unitCents: number;
  quantity: number;
  /** Fair market value of one item: what the buyer receives for it. */
  fairMarketValueCents: number;
}

export interface PromoRule {
  kind: 'amount' | 'percent';
  /** Cents off, or a whole percentage. */
  value: number;
}

export interface OrderPrice {
  subtotalCents: number;
  /** What the entries (team or single) come to before the discount: the part a promo code takes money off. */
  entryCents: number;
  discountCents: number;
  /** The processing fee the payer chose to cover (0 otherwise). */
  feeCents: number;
  totalCents: number;
  fairMarketValueCents: number;
}

const isEntry = (kind: PricedKind) => kind === 'team-entry' || kind === 'single-player';

/** A promo code takes money off the entries only, never below $0. */
export function promoDiscountCents(entryCents: number, promo: PromoRule | null): number {
  if (!promo) return 0;
  const off = promo.kind === 'amount' ? promo.value : Math.round((entryCents * promo.value) / 100);
  return Math.min(entryCents, Math.max(0, off));
}

/**
 * The fee that leaves `netCents` to the charity after the card processor's percent and fixed fee: the charge is
 * (net + fixed) / (1 - percent), rounded up to the cent. $100 comes to $103.30: a fee of $3.30.
 */
export function coveredFeeCents(netCents: number, fee: { percent: number; fixedCents: number } = registrationLimits.fee): number {
  if (netCents <= 0) return 0;
  const perThousand = Math.round(fee.percent * 10);
  const totalCents = Math.ceil(((netCents + fee.fixedCents) * 1000) / (1000 - perThousand));
  return totalCents - netCents;
}

export function orderPrice(lines: readonly PricedLine[], promo: PromoRule | null, coverFee: boolean): OrderPrice {
  const sum = (pick: (line: PricedLine) => number, only: (line: PricedLine) => boolean = () => true) =>
    lines.filter(only).reduce((total, line) => total + pick(line) * line.quantity, 0);
  const subtotalCents = sum((line) => line.unitCents);
  const entryCents = sum(
    (line) => line.unitCents,
    (line) => isEntry(line.kind),
  );
  const discountCents = promoDiscountCents(entryCents, promo);
  const netCents = subtotalCents - discountCents;
  const feeCents = coverFee ? coveredFeeCents(netCents) : 0;
  return {
    subtotalCents,
    entryCents,
    discountCents,
    feeCents,
    totalCents: netCents + feeCents,
    fairMarketValueCents: sum((line) => line.fairMarketValueCents),
  };
}
