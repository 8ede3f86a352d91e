import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PaymentsService } from '../../../src/modules/payments/payments.service';
import { type AccountRole, type TeamRole, teamRoles } from './attack-world';
import type { MutatingRoute } from './mutating-routes';

/** The world tournament's test checkout session: one per tournament, so each world has its own. */
export const attackSessionId = (tournamentId: string) => `cs_test_atk${tournamentId.replaceAll('-', '')}`;

/** An open session of the built-in test provider for the world's tournament (as its provider would keep it). */
async function seedTestCheckout(dataSource: DataSource, tournamentId: string): Promise<void> {
  await dataSource.query(
    `INSERT INTO payment_test_sessions (session_id, amount_cents, line_items, metadata, success_url, cancel_url, expires_at)
     VALUES ($1, 40000, '[{"name":"Team entry","amountCents":40000,"quantity":1}]', '{}', 'http://localhost:8080/ok', 'http://localhost:8080/back',
       now() + interval '1 hour')
     ON CONFLICT (session_id) DO NOTHING`,
    [attackSessionId(tournamentId)],
  );
}

/** A checkout opened through the payments module for a payer whose e-mail no public read may show. */
export async function openPayerCheckout(app: INestApplication, tournamentId: string, payerEmail: string): Promise<string> {
  const { sessionId } = await app.get(DataSource).transaction((manager) =>
    app.get(PaymentsService).createCheckout(manager, {
      tournamentId,
      purpose: 'donation',
      referenceId: randomUUID(),
      lineItems: [{ name: 'Gift to the charity', amountCents: 5_000, quantity: 1 }],
      customerEmail: payerEmail,
      successUrl: 'http://localhost:8080/thanks',
      cancelUrl: 'http://localhost:8080/donate',
      expiresAt: new Date(Date.now() + 31 * 60_000),
    }),
  );
  return sessionId;
}

/** The webhook and the test checkout's forms are public: the signature and the session id are their only keys. */
const everyone = (status: number): Record<AccountRole, number> => ({
  visitor: status,
  stranger: status,
  otherMember: status,
  member: status,
  admin: status,
  ...(Object.fromEntries(teamRoles.map((role) => [role, status])) as Record<TeamRole, number>),
});
const testCheckout = (world: { tournamentId: string }) => `/api/payments/test-checkout/${attackSessionId(world.tournamentId)}`;
const prepare: MutatingRoute['prepare'] = (dataSource, world) => seedTestCheckout(dataSource, world.tournamentId);

export const paymentRoutes: MutatingRoute[] = [
  {
    name: 'POST /api/payments/webhook',
    method: 'post',
    path: () => '/api/payments/webhook',
    // Well formed, but not signed: nobody gets a payment recorded by sending one.
    body: (world) => ({
      id: 'evt_attack',
      type: 'checkout.session.completed',
      data: { object: { id: attackSessionId(world.tournamentId), payment_status: 'paid', payment_intent: 'pi_attack' } },
    }),
    expected: everyone(400),
    fields: ['id', 'type', 'data'],
  },
  {
    name: 'POST /api/payments/test-checkout/{sessionId}/pay',
    method: 'post',
    path: (world) => `${testCheckout(world)}/pay`,
    body: () => ({ card: '4000 0000 0000 0002' }),
    expected: everyone(402),
    fields: ['card'],
    prepare,
  },
  {
    name: 'POST /api/payments/test-checkout/{sessionId}/authenticate',
    method: 'post',
    path: (world) => `${testCheckout(world)}/authenticate`,
    // Nothing asked the bank yet: the card form again, nothing changed.
    body: () => ({ result: 'confirm' }),
    expected: everyone(200),
    fields: ['result'],
    prepare,
  },
  {
    name: 'POST /api/payments/test-checkout/{sessionId}/cancel',
    method: 'post',
    path: (world) => `${testCheckout(world)}/cancel`,
    expected: everyone(303),
    fields: [],
    prepare,
  },
];
