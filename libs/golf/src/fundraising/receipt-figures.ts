/** A gift of this much or more needs the charity's written acknowledgment (US, IRC 170(f)(8)). */
export const ACKNOWLEDGMENT_THRESHOLD_CENTS = 250_00;
/** A payment over this much that buys something needs the fair-value disclosure (US, IRC 6115). */
export const QUID_PRO_QUO_THRESHOLD_CENTS = 75_00;

/** What a receipt states, in cents, and which written statements the law asks of it. */
export interface ReceiptFigures {
  paidCents: number;
  fairMarketValueCents: number;
  /** What the payer may deduct: the payment less what they received for it, never below 0. */
  deductibleCents: number;
  /** The payment bought something (golf, a meal, signage): it is not a pure gift. */
  boughtSomething: boolean;
  /** The written acknowledgment a gift of $250 or more needs (counted on the deductible part). */
  acknowledgmentRequired: boolean;
  /** The statement that only the amount above fair value is deductible, with that value (a payment over $75 that bought something). */
  fairValueDisclosureRequired: boolean;
}

/**
 * The figures of a receipt for one payment: the e-mail, the receipt page and the admin all state these.
 * `fairMarketValueCents` is the organiser's good-faith value of what was received (0 for a gift).
 */
export function receiptFigures({ paidCents, fairMarketValueCents }: { paidCents: number; fairMarketValueCents: number }): ReceiptFigures {
  if (!Number.isSafeInteger(paidCents) || paidCents < 0) throw new RangeError(`paidCents must be a whole number of cents, at least 0 (got ${paidCents})`);
  if (!Number.isSafeInteger(fairMarketValueCents) || fairMarketValueCents < 0)
    throw new RangeError(`fairMarketValueCents must be a whole number of cents, at least 0 (got ${fairMarketValueCents})`);
  const deductibleCents = Math.max(0, paidCents - fairMarketValueCents);
  const boughtSomething = fairMarketValueCents > 0;
  return {
    paidCents,
    fairMarketValueCents,
    deductibleCents,
    boughtSomething,
    acknowledgmentRequired: deductibleCents >= ACKNOWLEDGMENT_THRESHOLD_CENTS,
    fairValueDisclosureRequired: boughtSomething && paidCents > QUID_PRO_QUO_THRESHOLD_CENTS,
  };
}
