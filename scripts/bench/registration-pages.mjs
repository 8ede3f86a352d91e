// The registration and card-gift pages' data for the vitals benchmark, made through the product's API as a
// captain and a donor would: a tournament open for registration with a $400 foursome, one foursome paid on the
// test checkout (its confirmation link's token) and a $300 gift paid by card (its receipt's token).
import { registrationField } from './registration-field.mjs';

/** @param {string} baseUrl */
export async function prepareRegistrationPages(baseUrl) {
  const { client, post, order, openRegistration, pay } = registrationField(baseUrl);
  const tournamentName = `Register Open ${Date.now()}`;
  const { tournamentId, checkoutPath, entryId } = await openRegistration(tournamentName, 36);

  const registration = await post(baseUrl, checkoutPath, order(entryId, 1), 1);
  if (registration.body?.outcome !== 'checkout') throw new Error(`registering: ${registration.status} ${JSON.stringify(registration.body)}`);
  await pay(baseUrl, registration.body.checkoutUrl);
  const token = registration.body.token;
  const confirmation = await until(`registration ${token} paid`, async () => {
    const read = await client.ok('GET', `/api/registrations/${token}`, null);
    return read.state === 'paid' && read.inviteCode ? read : undefined;
  });

  const gift = await post(
    baseUrl,
    `/api/tournaments/${tournamentId}/donations/card`,
    { entryId: crypto.randomUUID(), amount: 300, donorName: 'Carla Card', contactEmail: 'carla@example.org' },
    2,
  );
  if (gift.status !== 201) throw new Error(`giving by card: ${gift.status} ${JSON.stringify(gift.body)}`);
  await pay(baseUrl, gift.body.checkoutUrl);
  await until(`gift ${gift.body.token} paid`, async () => {
    const read = await client.ok('GET', `/api/receipts/${gift.body.token}`, null);
    return read.state === 'paid' ? read : undefined;
  });

  return {
    tournamentId,
    tournamentName,
    entryName: 'Foursome',
    registrationToken: token,
    inviteCode: /** @type {string} */ (confirmation.inviteCode),
    receiptToken: /** @type {string} */ (gift.body.token),
  };
}

/**
 * The paid webhook arrives after the payment's redirect: asks again until `read` has an answer (10 s at most).
 * @template T @param {string} what @param {() => Promise<T | undefined>} read @returns {Promise<T>}
 */
async function until(what, read) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await read();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(`${what}: not within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
