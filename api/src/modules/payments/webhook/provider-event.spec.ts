import { readProviderEvent } from './provider-event';

const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', object: 'event', type, data: { object } });

describe('readProviderEvent', () => {
  it('reads a paid completed session, the payer and the payment intent (a string or expanded)', () => {
    expect(
      readProviderEvent(
        event('checkout.session.completed', { id: 'cs_1', payment_status: 'paid', payment_intent: 'pi_1', customer_details: { email: 'a@b.org' } }),
      ),
    ).toEqual({
      eventId: 'evt_1',
      type: 'checkout.session.completed',
      kind: 'paid',
      sessionId: 'cs_1',
      paymentIntentId: 'pi_1',
      refundedCents: null,
      payerEmail: 'a@b.org',
    });
    expect(
      readProviderEvent(event('checkout.session.async_payment_succeeded', { id: 'cs_1', payment_status: 'paid', payment_intent: { id: 'pi_2' } })),
    ).toMatchObject({
      kind: 'paid',
      paymentIntentId: 'pi_2',
    });
  });

  it('a session completed but not yet paid (a delayed method) is not paid', () => {
    expect(readProviderEvent(event('checkout.session.completed', { id: 'cs_1', payment_status: 'unpaid', payment_intent: 'pi_1' }))).toMatchObject({
      kind: null,
    });
  });

  it('reads expiry, a failed delayed payment as expiry, and a refunded charge by its payment intent', () => {
    expect(readProviderEvent(event('checkout.session.expired', { id: 'cs_1' }))).toMatchObject({ kind: 'expired', sessionId: 'cs_1' });
    expect(readProviderEvent(event('checkout.session.async_payment_failed', { id: 'cs_1' }))).toMatchObject({ kind: 'expired' });
    expect(readProviderEvent(event('charge.refunded', { id: 'ch_1', payment_intent: 'pi_1', amount_refunded: 700 }))).toMatchObject({
      kind: 'refunded',
      sessionId: null,
      paymentIntentId: 'pi_1',
      refundedCents: 700,
    });
  });

  it('other types change nothing; an envelope or object that is not what its type promises is unreadable', () => {
    expect(readProviderEvent(event('customer.created', { id: 'cus_1' }))).toMatchObject({ kind: null });
    expect(readProviderEvent({ type: 'charge.refunded' })).toBeNull();
    expect(readProviderEvent(event('charge.refunded', { id: 'ch_1', amount_refunded: -1, payment_intent: 'pi_1' }))).toBeNull();
    expect(readProviderEvent(event('checkout.session.expired', { object: 'checkout.session' }))).toBeNull();
  });
});
