import { randomUUID } from 'node:crypto';
import type { CheckoutRequest as CheckoutBody, RegistrationSettingsRequest } from '@fairway/contracts/registration';
import {
  checkoutResponse,
  type CheckoutResponse,
  registrationConfirmation,
  type RegistrationConfirmation,
  registrationProduct,
  type RegistrationProduct,
  registrationSettings,
  registrationsResponse,
  type RegistrationsResponse,
} from '@fairway/contracts/registration';
import { ledgerResponse, type LedgerResponse } from '@fairway/contracts/ledger';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures } from '../../support/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signUpTestUser, type TestUser } from '../../support/test-users';
import { waitFor } from '../../payments/support/payments-harness';

/** Stripe's test cards, as the built-in test provider reads them. */
export const cards = { pays: '4242424242424242', declined: '4000000000000002' } as const;

export const baseSettings: RegistrationSettingsRequest = { open: true, capacityTeams: 4, waitlistOfferHours: 24 };

/**
 * The real API on a real PostgreSQL, listening (the test provider delivers its signed events to the webhook route
 * over HTTP, as Stripe does), with an organiser, a tournament and what its registration tests share.
 */
export async function registrationWorld(name: string, env: Record<string, string> = {}) {
  const testApp: TestApp = await startTestApp({ env });
  await testApp.app.listen(0, '127.0.0.1');
  const admin: TestUser = await signUpTestUser(`${name}-admin`);
  const dataSource = testApp.app.get(DataSource);
  const fx = fixtures(testApp.app);
  const api = () => request(testApp.http);
  const asAdmin = (call: request.Test) => call.set('Authorization', admin.bearer);

  const tournament = async () => (await fx.tournament({ adminUserId: admin.uid })).id;

  const settle = async (tournamentId: string, settings: RegistrationSettingsRequest = baseSettings) =>
    registrationSettings.parse(
      (
        await asAdmin(api().put(`/api/tournaments/${tournamentId}/registration/settings`))
          .send(settings)
          .expect(200)
      ).body,
    );

  const product = async (tournamentId: string, body: object): Promise<RegistrationProduct> =>
    registrationProduct.parse(
      (
        await asAdmin(api().post(`/api/tournaments/${tournamentId}/registration/products`))
          .send(body)
          .expect(201)
      ).body,
    );

  /** A checkout as a phone sends it; the reply parsed with its contract. */
  const checkout = async (tournamentId: string, body: CheckoutBody, status = 201): Promise<CheckoutResponse> =>
    checkoutResponse.parse((await api().post(`/api/tournaments/${tournamentId}/registration/checkout`).send(body).expect(status)).body);

  const own = async (token: string): Promise<RegistrationConfirmation> =>
    registrationConfirmation.parse((await api().get(`/api/registrations/${token}`).expect(200)).body);

  const list = async (tournamentId: string, query = ''): Promise<RegistrationsResponse> =>
    registrationsResponse.parse((await asAdmin(api().get(`/api/tournaments/${tournamentId}/registrations${query}`)).expect(200)).body);

  const ledger = async (tournamentId: string): Promise<LedgerResponse> =>
    ledgerResponse.parse((await asAdmin(api().get(`/api/tournaments/${tournamentId}/ledger`)).expect(200)).body);

  const sessionOf = (reply: CheckoutResponse) => {
    if (reply.outcome !== 'checkout') throw new Error(`expected a checkout, got ${reply.outcome}`);
    return reply.checkoutUrl.split('/').pop()!;
  };

  /** Pays on the test provider's page as a buyer would; its webhook event follows. */
  const pay = (reply: CheckoutResponse, card: string = cards.pays) =>
    api()
      .post(`/api/payments/test-checkout/${sessionOf(reply)}/pay`)
      .type('form')
      .send({ card });

  const until = (token: string, state: RegistrationConfirmation['state']) =>
    waitFor(
      () => own(token),
      (found) => found.state === state,
    );

  /** Outbox rows of one template, oldest first. */
  const mails = async (template: string) =>
    (await dataSource.query('SELECT recipient, data, dedupe_key AS "dedupeKey" FROM mail_outbox WHERE template = $1 ORDER BY created_at, id', [
      template,
    ])) as Array<{ recipient: string; data: Record<string, unknown>; dedupeKey: string }>;

  return { testApp, admin, dataSource, fx, api, asAdmin, tournament, settle, product, checkout, own, list, ledger, sessionOf, pay, until, mails };
}

export type RegistrationWorld = Awaited<ReturnType<typeof registrationWorld>>;

/** A captain's foursome order: the team entry and whatever else, the captain named, the waiver accepted when asked. */
export function teamOrder(entryId: string, overrides: Partial<CheckoutBody> = {}): CheckoutBody {
  const suffix = randomUUID().slice(0, 8);
  return {
    checkoutId: randomUUID(),
    items: [{ productId: entryId }],
    buyer: { name: `Captain ${suffix}`, email: `captain-${suffix}@example.org` },
    teamName: `Birdies ${suffix}`,
    players: [{ name: `Captain ${suffix}`, email: `captain-${suffix}@example.org`, waiverAccepted: true }],
    ...overrides,
  };
}
