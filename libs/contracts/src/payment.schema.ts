// Online payment: checkouts at a provider (Stripe, or the built-in test provider), their outcomes and refunds.
// Money is integer cents here: these amounts are computed on the server and never come from a client.
import { z } from 'zod';
import { paymentMessages } from './payment-messages';

export const paymentPurposes = ['registration', 'donation', 'auction'] as const;
export const paymentPurpose = z.enum(paymentPurposes, { error: paymentMessages.purpose });
export type PaymentPurpose = z.infer<typeof paymentPurpose>;

export const paymentProviders = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Where a checkout stands as the verified webhook events left it. */
export const checkoutStates = ['open', 'paid', 'expired', 'partially-refunded', 'refunded'] as const;
export const checkoutState = z.enum(checkoutStates);
export type CheckoutState = z.infer<typeof checkoutState>;

export const paymentLineItem = z.object({
  name: z.string({ error: paymentMessages.lineItemName }).trim().min(1, paymentMessages.lineItemName).max(120, paymentMessages.lineItemName),
  amountCents: z.number().int(paymentMessages.lineItemAmount).min(1, paymentMessages.lineItemAmount).max(100_000_000, paymentMessages.lineItemAmount),
  quantity: z.number().int(paymentMessages.lineItemQuantity).min(1, paymentMessages.lineItemQuantity).max(100, paymentMessages.lineItemQuantity),
});
export type PaymentLineItem = z.infer<typeof paymentLineItem>;

/** What a module asks the payments module for; the prices are its own, computed on the server. */
export const checkoutRequest = z.object({
  tournamentId: z.uuid(),
  purpose: paymentPurpose,
  /** The caller's own id for what is paid (a registration, a gift). */
  referenceId: z.string().min(1).max(200),
  lineItems: z.array(paymentLineItem).min(1, paymentMessages.lineItems).max(20, paymentMessages.lineItems),
  customerEmail: z.email().optional(),
  /** Where the buyer lands after paying; `{CHECKOUT_SESSION_ID}` in it is replaced with the session's id (as Stripe does). */
  successUrl: z.url({ protocol: /^https?$/ }),
  cancelUrl: z.url({ protocol: /^https?$/ }),
  /** From 30 minutes to 24 hours ahead (Stripe's range): the session expires then and what it held is freed. */
  expiresAt: z.date(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const checkoutSessionReply = z.object({
  sessionId: z.string(),
  /** The provider's hosted page to send the buyer to. */
  url: z.url(),
  /** When the session expires (Stripe asks for at least 30 minutes: an earlier ask is moved to that). */
  expiresAt: z.iso.datetime(),
});
export type CheckoutSessionReply = z.infer<typeof checkoutSessionReply>;

/** Who asked for a refund, kept in its trail; null when the payments module refunded on its own or the provider's dashboard did. */
export const refundActor = z.object({ uid: z.string(), name: z.string().nullable() });
export type RefundActor = z.infer<typeof refundActor>;

/**
 * What a verified webhook event meant for a checkout, handed to the handler of its purpose inside the
 * transaction that stores the event's id. `paid` may come after `expired` (the buyer paid in the last
 * second): the handler takes the place back if it can, or refunds. `refunded` carries the cumulative amount
 * refunded and the refund just applied (its reason and who asked).
 */
export const paymentOutcome = z.object({
  kind: z.enum(['paid', 'expired', 'refunded']),
  eventId: z.string(),
  sessionId: z.string(),
  purpose: paymentPurpose,
  referenceId: z.string(),
  tournamentId: z.uuid(),
  /** What the checkout charged. */
  amountCents: z.number().int(),
  /** Refunded so far, this refund included (0 unless `refunded`). */
  refundedCents: z.number().int(),
  /** With `refunded`: this refund's amount, reason and who asked. */
  refund: z.object({ amountCents: z.number().int(), reason: z.string(), by: refundActor.nullable() }).optional(),
  payerEmail: z.string().optional(),
  providerPaymentId: z.string().optional(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/** GET /api/payments/availability: whether online payment is offered here, and by whom. */
export const paymentsAvailability = z.object({
  available: z.boolean(),
  provider: z.enum(paymentProviders).nullable(),
  /** True under the built-in test provider: pages say no money moves. */
  testMode: z.boolean(),
});
export type PaymentsAvailability = z.infer<typeof paymentsAvailability>;

/** An admin's refund request in dollars (a route of the module that owns what was paid reads it). */
export const refundInput = z.object({
  amount: z.union([z.number(), z.string()], { error: paymentMessages.refundAmount }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : Number.isFinite(value) ? String(value) : '';
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
      ctx.addIssue({ code: 'custom', message: paymentMessages.refundAmount });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  }),
  reason: z.string({ error: paymentMessages.refundReason }).trim().min(1, paymentMessages.refundReason).max(500, paymentMessages.refundReason),
});
/** `amount` is cents once parsed. */
export type RefundInput = z.infer<typeof refundInput>;

/** A webhook event as Stripe (or the built-in test provider) sends it; only its signature over the raw body makes it believed. */
export const paymentWebhookEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEvent>;

export const paymentWebhookReply = z.object({
  received: z.literal(true),
  /** What the event did: applied, ignored (changes nothing), held (a refund before its payment), unmatched (not our checkout), duplicate (a repeat). */
  result: z.enum(['applied', 'ignored', 'held', 'unmatched', 'duplicate']),
});
export type PaymentWebhookReply = z.infer<typeof paymentWebhookReply>;

/** The test checkout page's card form. */
export const testCheckoutCardInput = z.object({
  card: z
    .string({ error: paymentMessages.card })
    .transform((card) => card.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, paymentMessages.card)),
});
export type TestCheckoutCardInput = z.infer<typeof testCheckoutCardInput>;

export const testCheckoutAuthenticationInput = z.object({ result: z.enum(['confirm', 'fail'], { error: 'Choose confirm or fail' }) });
export type TestCheckoutAuthenticationInput = z.infer<typeof testCheckoutAuthenticationInput>;

export const checkoutSessionParams = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{8,120}$/, paymentMessages.checkoutNotFound) });
export type CheckoutSessionParams = z.infer<typeof checkoutSessionParams>;
