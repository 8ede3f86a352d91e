import Stripe from 'stripe';
import type { AppConfig } from '../../../config/env.schema';
import type { PaymentProvider, ProviderRefundRequest, ProviderSession, ProviderSessionRequest } from '../payment-provider';

/** The SDK's connection settings: Stripe's API, or the host, port and protocol of STRIPE_API_BASE_URL (a local fake in tests). */
export function stripeClientConfig(baseUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Fairway Fund' } };
  if (!baseUrl) return base;
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe Checkout (hosted, mode=payment): card data goes to Stripe's page, never through this server. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly webhookSecret: string;
  private readonly stripe: Stripe;

  constructor(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE_URL'>) {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) throw new Error('Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY, stripeClientConfig(config.STRIPE_API_BASE_URL));
    this.webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  }

  async createSession(request: ProviderSessionRequest): Promise<ProviderSession> {
    const metadata = { purpose: request.purpose, referenceId: request.referenceId, tournamentId: request.tournamentId };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: request.lineItems.map((item) => ({
        quantity: item.quantity,
        price_data: { currency: 'usd', unit_amount: item.amountCents, product_data: { name: item.name } },
      })),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      client_reference_id: request.referenceId,
      metadata,
      payment_intent_data: { metadata },
      ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
    });
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async expireSession(sessionId: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      // Only an open session can be expired: one already complete or expired is told by its own event.
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') throw error;
    }
  }

  async refund(request: ProviderRefundRequest): Promise<{ providerRefundId: string }> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: request.paymentIntentId,
        amount: request.amountCents,
        reason: 'requested_by_customer',
        metadata: { sessionId: request.sessionId, refundId: request.refundId, note: request.reason.slice(0, 500) },
      },
      { idempotencyKey: `refund-${request.refundId}` },
    );
    return { providerRefundId: refund.id };
  }
}
