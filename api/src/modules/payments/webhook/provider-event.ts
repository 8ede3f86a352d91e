import { paymentWebhookEvent } from '@fairway/contracts/payment';
import { z } from 'zod';

/** What the payments module reads of a Stripe-shaped event (Stripe's own, or the built-in test provider's). */
export interface ProviderEvent {
  eventId: string;
  type: string;
  /** What it means for a checkout; null for an event that changes nothing here. */
  kind: 'paid' | 'expired' | 'refunded' | null;
  sessionId: string | null;
  paymentIntentId: string | null;
  /** With `refunded`: the provider's cumulative refunded amount for the payment. */
  refundedCents: number | null;
  payerEmail: string | null;
}

const idOrObject = z.union([z.string(), z.object({ id: z.string() }).transform(({ id }) => id)]).nullish();

const session = z.object({
  id: z.string(),
  payment_status: z.string().nullish(),
  payment_intent: idOrObject,
  customer_details: z.object({ email: z.string().nullish() }).nullish(),
  customer_email: z.string().nullish(),
});

const charge = z.object({ payment_intent: idOrObject, amount_refunded: z.number().int().nonnegative() });

const nothing = { kind: null, sessionId: null, paymentIntentId: null, refundedCents: null, payerEmail: null } as const;

function fromSession(kind: 'paid' | 'expired', object: unknown): Omit<ProviderEvent, 'eventId' | 'type'> | null {
  const parsed = session.safeParse(object);
  if (!parsed.success) return null;
  const { id, payment_intent, customer_details, customer_email, payment_status } = parsed.data;
  // A session completed with a delayed payment method is paid later (async_payment_succeeded).
  if (kind === 'paid' && payment_status !== 'paid') return { ...nothing, sessionId: id };
  return { ...nothing, kind, sessionId: id, paymentIntentId: payment_intent ?? null, payerEmail: customer_details?.email ?? customer_email ?? null };
}

function fromCharge(object: unknown): Omit<ProviderEvent, 'eventId' | 'type'> | null {
  const parsed = charge.safeParse(object);
  if (!parsed.success || !parsed.data.payment_intent) return null;
  return { ...nothing, kind: 'refunded', paymentIntentId: parsed.data.payment_intent, refundedCents: parsed.data.amount_refunded };
}

/** The facts of a verified event, or null when its envelope or its object is not what its type promises. */
export function readProviderEvent(event: unknown): ProviderEvent | null {
  const envelope = paymentWebhookEvent.safeParse(event);
  if (!envelope.success) return null;
  const { id: eventId, type, data } = envelope.data;
  const facts = (() => {
    switch (type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return fromSession('paid', data.object);
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        return fromSession('expired', data.object);
      case 'charge.refunded':
        return fromCharge(data.object);
      default:
        return nothing;
    }
  })();
  return facts && { eventId, type, ...facts };
}
