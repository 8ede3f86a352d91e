import { applyProviderFact, type CheckoutStatus } from './checkout-transition';

const open: CheckoutStatus = { state: 'open', amountCents: 10_000, refundedCents: 0 };
const paid: CheckoutStatus = { ...open, state: 'paid' };
const kinds = (transition: ReturnType<typeof applyProviderFact>) => transition.outcomes.map((outcome) => outcome.kind);

describe('applyProviderFact', () => {
  it('pays an open checkout, and a paid one only once', () => {
    const first = applyProviderFact(open, { kind: 'paid', heldRefundedCents: 0 });
    expect(first).toEqual({ next: paid, outcomes: [{ kind: 'paid' }], hold: false });
    expect(applyProviderFact(first.next, { kind: 'paid', heldRefundedCents: 0 })).toEqual({ next: paid, outcomes: [], hold: false });
  });

  it('expires an open checkout; expiry after payment changes nothing', () => {
    expect(applyProviderFact(open, { kind: 'expired' })).toEqual({ next: { ...open, state: 'expired' }, outcomes: [{ kind: 'expired' }], hold: false });
    expect(kinds(applyProviderFact(paid, { kind: 'expired' }))).toEqual([]);
    expect(kinds(applyProviderFact({ ...open, state: 'expired' }, { kind: 'expired' }))).toEqual([]);
  });

  it('paid after expired still counts as paid: the buyer was charged', () => {
    const late = applyProviderFact({ ...open, state: 'expired' }, { kind: 'paid', heldRefundedCents: 0 });
    expect(late.next.state).toBe('paid');
    expect(kinds(late)).toEqual(['paid']);
  });

  it('refunds part, then the rest, by the cumulative figure; an older figure after a newer one changes nothing', () => {
    const part = applyProviderFact(paid, { kind: 'refunded', refundedCents: 2_500 });
    expect(part).toEqual({
      next: { ...paid, state: 'partially-refunded', refundedCents: 2_500 },
      outcomes: [{ kind: 'refunded', refundedNowCents: 2_500 }],
      hold: false,
    });
    const rest = applyProviderFact(part.next, { kind: 'refunded', refundedCents: 10_000 });
    expect(rest.next).toEqual({ ...paid, state: 'refunded', refundedCents: 10_000 });
    expect(rest.outcomes).toEqual([{ kind: 'refunded', refundedNowCents: 7_500 }]);
    expect(kinds(applyProviderFact(part.next, { kind: 'refunded', refundedCents: 1_000 }))).toEqual([]);
    expect(kinds(applyProviderFact(rest.next, { kind: 'refunded', refundedCents: 10_000 }))).toEqual([]);
  });

  it('never counts more refunded than was paid', () => {
    expect(applyProviderFact(paid, { kind: 'refunded', refundedCents: 99_999 }).next).toEqual({ ...paid, state: 'refunded', refundedCents: 10_000 });
  });

  it('holds a refund told before its payment, and applies it right after the payment', () => {
    expect(applyProviderFact(open, { kind: 'refunded', refundedCents: 4_000 })).toEqual({ next: open, outcomes: [], hold: true });
    expect(applyProviderFact({ ...open, state: 'expired' }, { kind: 'refunded', refundedCents: 4_000 }).hold).toBe(true);
    const both = applyProviderFact(open, { kind: 'paid', heldRefundedCents: 4_000 });
    expect(both.next).toEqual({ ...paid, state: 'partially-refunded', refundedCents: 4_000 });
    expect(both.outcomes).toEqual([{ kind: 'paid' }, { kind: 'refunded', refundedNowCents: 4_000 }]);
  });
});
