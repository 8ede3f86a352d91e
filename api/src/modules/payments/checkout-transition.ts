import type { CheckoutState } from '@fairway/contracts/payment';

export interface CheckoutStatus {
  state: CheckoutState;
  amountCents: number;
  refundedCents: number;
}

/** What a verified provider event says happened to a checkout; `refundedCents` is the provider's cumulative figure. */
export type ProviderFact = { kind: 'paid'; heldRefundedCents: number } | { kind: 'expired' } | { kind: 'refunded'; refundedCents: number };

export interface Transition {
  next: CheckoutStatus;
  /** The outcomes handed to the purpose's handler, in order; none when the event changes nothing. */
  outcomes: Array<{ kind: 'paid' | 'expired' } | { kind: 'refunded'; refundedNowCents: number }>;
  /** A refund reported before its payment: kept and applied once the payment arrives. */
  hold: boolean;
}

const unchanged = (status: CheckoutStatus): Transition => ({ next: status, outcomes: [], hold: false });
const isPaid = (state: CheckoutState) => state === 'paid' || state === 'partially-refunded';

function refundTo(status: CheckoutStatus, cumulativeCents: number): Transition {
  const refundedCents = Math.min(cumulativeCents, status.amountCents);
  // An older refund event arriving after a newer one reports less than is already applied.
  if (refundedCents <= status.refundedCents) return unchanged(status);
  const state = refundedCents === status.amountCents ? 'refunded' : 'partially-refunded';
  return {
    next: { ...status, state, refundedCents },
    outcomes: [{ kind: 'refunded', refundedNowCents: refundedCents - status.refundedCents }],
    hold: false,
  };
}

/**
 * The checkout after one provider event, whatever order the events come in: paid after expired still
 * counts as paid (the buyer was charged: the handler decides whether the place can be taken back or the
 * money must be refunded); expired after paid changes nothing; a refund before its payment is held and
 * applied right after it; an older cumulative refund after a newer one changes nothing.
 */
export function applyProviderFact(status: CheckoutStatus, fact: ProviderFact): Transition {
  switch (fact.kind) {
    case 'paid': {
      if (status.state !== 'open' && status.state !== 'expired') return unchanged(status);
      const paid: Transition = { next: { ...status, state: 'paid', refundedCents: 0 }, outcomes: [{ kind: 'paid' }], hold: false };
      if (fact.heldRefundedCents <= 0) return paid;
      const refunded = refundTo(paid.next, fact.heldRefundedCents);
      return { next: refunded.next, outcomes: [...paid.outcomes, ...refunded.outcomes], hold: false };
    }
    case 'expired':
      return status.state === 'open' ? { next: { ...status, state: 'expired' }, outcomes: [{ kind: 'expired' }], hold: false } : unchanged(status);
    case 'refunded':
      if (isPaid(status.state)) return refundTo(status, fact.refundedCents);
      return status.state === 'refunded' ? unchanged(status) : { ...unchanged(status), hold: true };
  }
}
