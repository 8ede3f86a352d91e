import type { PaymentLineItem, PaymentProviderName, PaymentPurpose } from '@fairway/contracts/payment';

/** Injection token of the configured provider (null when online payment is not offered here). */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface ProviderSessionRequest {
  tournamentId: string;
  purpose: PaymentPurpose;
  referenceId: string;
  lineItems: PaymentLineItem[];
  amountCents: number;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface ProviderSession {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

export interface ProviderRefundRequest {
  sessionId: string;
  paymentIntentId: string;
  amountCents: number;
  /** Our refund's id: the provider's idempotency key, so a retried call refunds once. */
  refundId: string;
  reason: string;
}

/**
 * One payment processor behind Checkout Sessions. Both adapters deliver Stripe-shaped events to
 * POST /api/payments/webhook, signed with `webhookSecret` the way Stripe signs them.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly webhookSecret: string;
  createSession(request: ProviderSessionRequest): Promise<ProviderSession>;
  /** Expires an open session; a session no longer open is left as it is (its own event says what happened). */
  expireSession(sessionId: string): Promise<void>;
  refund(request: ProviderRefundRequest): Promise<{ providerRefundId: string }>;
}
