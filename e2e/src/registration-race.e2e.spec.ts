// The race for the last places as buyers meet it: the product's gateway and its API, plus a second API replica on
// the same database, 200 phones at once for the last 2 places, sent to one replica or the other.
import { startApi } from '@fairway/scripts/stack/api-server.mjs';
import { demoProjectId } from '@fairway/scripts/stack/auth-emulator.mjs';
import { freePort } from '@fairway/scripts/stack/free-port.mjs';
import { registrationField } from '@fairway/scripts/bench/registration-field.mjs';
import { baseUrl } from './support/base-url';
import { productRows } from './support/product-database';

describe('200 buyers for the last 2 places, on two API replicas', () => {
  let second: Awaited<ReturnType<typeof startApi>> | undefined;

  beforeAll(async () => {
    const databaseUrl = process.env.E2E_DATABASE_URL;
    if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: the jest global setup starts the product');
    second = await startApi({
      port: await freePort(),
      databaseUrl,
      firebaseProjectId: demoProjectId,
      authEmulatorHost: process.env.E2E_AUTH_EMULATOR_URL ? new URL(process.env.E2E_AUTH_EMULATOR_URL).host : undefined,
      env: { PUBLIC_BASE_URL: baseUrl('/').replace(/\/$/, ''), IDENTITY_SIGNING_KEY: process.env.E2E_IDENTITY_SIGNING_KEY },
    });
  }, 120_000);
  afterAll(() => second?.stop());

  it('exactly 2 are sent to pay and confirmed, 198 wait in line, and nobody else has a checkout to be charged at', async () => {
    const race = await registrationField(baseUrl('/')).raceForLastPlaces([baseUrl('/'), second!.url]);
    expect(Object.keys(race.refusals)).toEqual([]);
    expect(race).toMatchObject({ sentToPay: 2, waitlisted: 198, refused: 0, paid: 3, entryFeesReceived: 3 });
    const stored = await productRows<{ state: string }>('SELECT state FROM payment_checkouts WHERE tournament_id = $1', [race.tournamentId]);
    expect(stored.map((row) => row.state)).toEqual(['paid', 'paid', 'paid']);
  }, 120_000);
});
