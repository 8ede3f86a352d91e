// Registration buyers for the registration benchmark and the race's browser-suite test: a tournament open for
// registration made through the real API, buyers' checkouts sent to one replica or another as a load balancer
// would, and payments on the built-in test checkout.
import { benchClient, createSmallTournament } from './bench-field.mjs';

const card = '4242424242424242';

/**
 * @typedef {{ status: number, body: any }} Reply
 * @param {string} baseUrl the product behind its gateway: the organiser's calls go there
 */
export function registrationField(baseUrl) {
  const client = benchClient(baseUrl);

  /**
   * A public POST from phone number `phone` (on an address of its own, as the API's trusted proxy on loopback
   * tells it) to one replica; a 503 (busy) is sent again with the same body after a pause, as the page does.
   * @param {string} origin @param {string} path @param {unknown} body @param {number} phone @param {{ count: number }} [retries]
   * @returns {Promise<Reply>}
   */
  async function post(origin, path, body, phone, retries = { count: 0 }) {
    const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.77.${(phone >> 8) & 255}.${phone & 255}` };
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(new URL(path, origin), { method: 'POST', headers, body: JSON.stringify(body) });
      const reply = { status: response.status, body: await response.json().catch(() => undefined) };
      if (reply.status !== 503 || attempt === 20) return reply;
      retries.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
    }
  }

  /** A captain's foursome order. @param {string} entryId @param {number} index */
  const order = (entryId, index) => ({
    checkoutId: crypto.randomUUID(),
    items: [{ productId: entryId }],
    buyer: { name: `Captain ${index}`, email: `captain-${index}@example.org` },
    teamName: `Bench Birdies ${index}`,
    players: [{ name: `Captain ${index}`, email: `captain-${index}@example.org`, waiverAccepted: true }],
  });

  /** A tournament open for registration with a $400 foursome. @param {string} name @param {number} capacityTeams */
  async function openRegistration(name, capacityTeams) {
    const { organiser, tournament } = await createSmallTournament(client, { name, format: 'best-ball', teams: 0 });
    const base = `/api/tournaments/${tournament.id}/registration`;
    await client.ok('PUT', `${base}/settings`, organiser.idToken, { open: true, capacityTeams, waitlistOfferHours: 12 });
    const entry = await client.ok('POST', `${base}/products`, organiser.idToken, { kind: 'team-entry', name: 'Foursome', price: 400 });
    return { organiser, tournamentId: tournament.id, checkoutPath: `${base}/checkout`, entryId: entry.id };
  }

  /** Pays a checkout on the test provider's page through the replica given; its session id. @param {string} origin @param {string} checkoutUrl */
  async function pay(origin, checkoutUrl) {
    const sessionId = checkoutUrl.split('/').pop();
    const response = await fetch(new URL(`/api/payments/test-checkout/${sessionId}/pay`, origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `card=${card}`,
      redirect: 'manual',
    });
    await response.arrayBuffer();
    if (response.status !== 303) throw new Error(`paying ${sessionId}: ${response.status}`);
    return sessionId;
  }

  /**
   * 200 buyers at once for the last 2 places (one of 3 already paid), sent to the replicas in turn; everyone sent
   * to pay pays; then what the organiser sees once the webhooks are in (or 15 s have passed).
   * @param {string[]} replicas
   */
  async function raceForLastPlaces(replicas, racers = 200) {
    const replicaFor = (/** @type {number} */ index) => replicas[index % replicas.length] ?? baseUrl;
    const { organiser, tournamentId, checkoutPath, entryId } = await openRegistration(`Last Places Open ${Date.now()}`, 3);
    const early = await post(baseUrl, checkoutPath, order(entryId, 0), 0);
    await pay(baseUrl, early.body.checkoutUrl);
    const replies = await Promise.all(
      Array.from({ length: racers }, (_, index) => post(replicaFor(index), checkoutPath, order(entryId, index + 1), index + 1)),
    );
    const checkouts = replies.filter((reply) => reply.body?.outcome === 'checkout');
    /** @type {Record<string, number>} why the others were refused, counted: "429 That is a lot of ..." */
    const refusals = {};
    for (const { status, body } of replies.filter((reply) => reply.status !== 201)) {
      const why = `${status} ${body?.message ?? ''}`;
      refusals[why] = (refusals[why] ?? 0) + 1;
    }
    await Promise.all(checkouts.map((reply, index) => pay(replicaFor(index), reply.body.checkoutUrl)));
    const deadline = Date.now() + 15_000;
    let list;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      list = await client.ok('GET', `/api/tournaments/${tournamentId}/registrations`, organiser.idToken);
    } while ((list.counts.paid ?? 0) < 1 + checkouts.length && Date.now() < deadline);
    const ledger = await client.ok('GET', `/api/tournaments/${tournamentId}/ledger`, organiser.idToken);
    return {
      tournamentId,
      sentToPay: checkouts.length,
      waitlisted: replies.filter((reply) => reply.body?.outcome === 'waitlisted').length,
      refused: replies.filter((reply) => reply.status !== 201).length,
      refusals,
      paid: list.counts.paid ?? 0,
      entryFeesReceived: ledger.entries.filter(
        (/** @type {{ kind: string, state: string }} */ entry) => entry.kind === 'entry-fee' && entry.state === 'received',
      ).length,
    };
  }

  return { client, post, order, openRegistration, pay, raceForLastPlaces };
}
