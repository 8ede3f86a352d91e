import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { CheckoutRequest, PaymentOutcome } from '@fairway/contracts/payment';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../src/common/auth';
import { PaymentsService } from '../../../src/modules/payments/payments.service';
import { fixtures } from '../../support/fixtures';

export const organiser: AuthUser = { uid: 'payments-organiser', email: 'organiser@example.org', emailVerified: true, displayName: 'Olive Organiser' };
export const stranger: AuthUser = { uid: 'payments-stranger', email: 'stranger@example.org', emailVerified: true, displayName: 'Sam Stranger' };

/** What the purposes' handlers were given, in order; `failing` makes the next call throw (its event must be stored again later). */
export interface OutcomeRecorder {
  outcomes: PaymentOutcome[];
  failing: number;
  of(sessionId: string): PaymentOutcome[];
}

export function recordOutcomes(app: INestApplication): OutcomeRecorder {
  const recorder: OutcomeRecorder = { outcomes: [], failing: 0, of: (sessionId) => recorder.outcomes.filter((o) => o.sessionId === sessionId) };
  const payments = app.get(PaymentsService);
  // The app's own modules (registration, card gifts) handle these purposes: these tests hear them in their place.
  const handlers = (payments as unknown as { handlers: Map<string, unknown> }).handlers;
  for (const purpose of ['registration', 'donation'] as const) {
    handlers.delete(purpose);
    payments.onOutcome(purpose, async (outcome, manager) => {
      // Read in the handler's own transaction: the checkout already shows the state the outcome tells.
      await manager.query('SELECT 1');
      if (recorder.failing > 0) {
        recorder.failing -= 1;
        throw new Error('handler failed on purpose');
      }
      recorder.outcomes.push(outcome);
    });
  }
  return recorder;
}

export async function paymentsWorld(app: INestApplication) {
  const tournament = await fixtures(app).tournament({ adminUserId: organiser.uid });
  const dataSource = app.get(DataSource);
  const payments = app.get(PaymentsService);
  const open = (overrides: Partial<CheckoutRequest> = {}) =>
    dataSource.transaction((manager) =>
      payments.createCheckout(manager, {
        tournamentId: tournament.id,
        purpose: 'registration',
        referenceId: randomUUID(),
        lineItems: [
          { name: 'Team entry (foursome)', amountCents: 40_000, quantity: 1 },
          { name: 'Mulligan', amountCents: 500, quantity: 4 },
        ],
        customerEmail: 'captain@example.org',
        successUrl: 'http://localhost:8080/tournament/t/register/confirmation/{CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost:8080/tournament/t/register',
        expiresAt: new Date(Date.now() + 31 * 60_000),
        ...overrides,
      }),
    );
  const checkout = async (sessionId: string) => {
    const [row] = (await dataSource.query(
      'SELECT state, refunded_cents AS "refundedCents", amount_cents AS "amountCents", payment_intent_id AS "paymentIntentId" FROM payment_checkouts WHERE session_id = $1',
      [sessionId],
    )) as Array<{ state: string; refundedCents: number; amountCents: number; paymentIntentId: string | null }>;
    return row;
  };
  const events = async () => Number(((await dataSource.query('SELECT count(*)::int AS n FROM payment_events')) as Array<{ n: number }>)[0]!.n);
  return { tournament, dataSource, payments, open, checkout, events };
}

export async function waitFor<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
