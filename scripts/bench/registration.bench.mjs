#!/usr/bin/env node
// Registration as two API replicas on one database and one Redis: the stack's API behind the gateway and a
// second one started here, buyers sent to each in turn as a load balancer would.
// 1. Checkouts per second: buyers at once POSTing foursome checkouts on an open registration (test provider).
// 2. The race: 200 buyers for the last 2 places; exactly 2 are sent to pay and confirmed, nobody else charged.
// 3. Webhook to TV: payments on the test checkout, one after another; for each, the time from the signed paid
//    webhook being stored (payment_events.received_at) to the `charity` event with the new total on a TV's
//    live stream, on each replica. Goal: p95 under 1 s.
// usage: DATABASE_URL=<db> REDIS_URL=<redis> node scripts/bench/registration.bench.mjs <baseUrl>   (npm run bench sets them)
import { loadavg } from 'node:os';
import http from 'node:http';
import pg from 'pg';
import { demoProjectId } from '../stack/auth-emulator.mjs';
import { startApi } from '../stack/api-server.mjs';
import { freePort } from '../stack/free-port.mjs';
import { benchClient, createSmallTournament, inBatches } from './bench-field.mjs';

const baseUrl = process.argv[2];
const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
if (!baseUrl || !databaseUrl || !redisUrl) {
  console.error('usage: DATABASE_URL=<db> REDIS_URL=<redis> [REDIS_KEY_PREFIX=...] node scripts/bench/registration.bench.mjs <baseUrl>');
  process.exit(2);
}
const BUYERS = Number(process.env.REGISTRATION_BUYERS ?? 400);
const CONCURRENCY = Number(process.env.REGISTRATION_CONCURRENCY ?? 50);
const RACERS = 200;
const PAYMENTS = Number(process.env.REGISTRATION_PAYMENTS ?? 30);
const goalP95Ms = 1000;
const card = '4242424242424242';

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
/** @param {number[]} values */
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const second = await startApi({
  port: await freePort(),
  databaseUrl,
  firebaseProjectId: demoProjectId,
  authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  env: {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX,
    PUBLIC_BASE_URL: baseUrl,
    WRITE_LIMIT_SCALE: process.env.WRITE_LIMIT_SCALE ?? '100',
  },
});
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const replicas = [baseUrl, second.url];
const client = benchClient(baseUrl);
let failed = false;

/**
 * A public call to one replica. A 503 (busy) is sent again with the same body after a pause, as the page does.
 * @param {string} origin @param {string} path @param {unknown} body
 */
async function post(origin, path, body, retries = { count: 0 }) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(new URL(path, origin), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
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

/** Pays a checkout on the test provider's page, through the replica given. @param {string} origin @param {string} checkoutUrl */
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

/** @param {string} tournamentId */
const checkoutStates = async (tournamentId) =>
  (await db.query('SELECT state, count(*)::int AS n FROM payment_checkouts WHERE tournament_id = $1 GROUP BY state ORDER BY state', [tournamentId])).rows
    .map((row) => `${row.state} ${row.n}`)
    .join(', ');

try {
  // 1. Checkouts per second.
  {
    const { tournamentId, checkoutPath, entryId } = await openRegistration('Checkout Rate Open', BUYERS + 10);
    const retries = { count: 0 };
    /** @type {number[]} */
    const latencies = [];
    const statuses = new Map();
    const started = performance.now();
    await inBatches(BUYERS, CONCURRENCY, async (index) => {
      const sent = performance.now();
      const reply = await post(replicas[index % 2], checkoutPath, order(entryId, index), retries);
      latencies.push(performance.now() - sent);
      const key = `${reply.status} ${reply.body?.outcome ?? reply.body?.message ?? ''}`.trim();
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;
    const opened = statuses.get('201 checkout') ?? 0;
    console.log(
      `${BUYERS} buyers, ${CONCURRENCY} at once, alternating 2 replicas: ${(opened / seconds).toFixed(1)} checkouts/s (${opened} opened in ${seconds.toFixed(1)} s); ` +
        `each ${summary(latencies)}; busy answers retried ${retries.count}; replies ${[...statuses].map(([key, n]) => `${key}: ${n}`).join(', ')}; load ${load()}`,
    );
    console.log(`  checkouts stored: ${await checkoutStates(tournamentId)}`);
    if (opened !== BUYERS) failed = true;
  }

  // 2. The race for the last 2 places.
  {
    const { organiser, tournamentId, checkoutPath, entryId } = await openRegistration('Last Places Open', 3);
    const early = await post(baseUrl, checkoutPath, order(entryId, 0));
    await pay(baseUrl, early.body.checkoutUrl);
    const replies = await Promise.all(Array.from({ length: RACERS }, (_, index) => post(replicas[index % 2], checkoutPath, order(entryId, index + 1))));
    const checkouts = replies.filter((reply) => reply.body?.outcome === 'checkout');
    const waitlisted = replies.filter((reply) => reply.body?.outcome === 'waitlisted').length;
    const refused = replies.filter((reply) => reply.status !== 201).length;
    // Every buyer sent to pay pays, and a waitlisted one has nothing to pay at.
    await Promise.all(checkouts.map((reply, index) => pay(replicas[index % 2], reply.body.checkoutUrl)));
    const deadline = Date.now() + 15_000;
    let list;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      list = await client.ok('GET', `/api/tournaments/${tournamentId}/registrations`, organiser.idToken);
    } while (list.counts.paid < 1 + checkouts.length && Date.now() < deadline);
    const ledger = await client.ok('GET', `/api/tournaments/${tournamentId}/ledger`, organiser.idToken);
    const fees = ledger.entries.filter((/** @type {{ kind: string, state: string }} */ entry) => entry.kind === 'entry-fee' && entry.state === 'received');
    console.log(
      `${RACERS} buyers at once for the last 2 places (one replica or the other): ${checkouts.length} sent to pay, ${waitlisted} waitlisted, ${refused} refused; ` +
        `registrations paid ${list.counts.paid} (1 before the race), entry fees received in the ledger ${fees.length}; checkouts stored: ${await checkoutStates(tournamentId)}`,
    );
    const exact = checkouts.length === 2 && waitlisted === RACERS - 2 && refused === 0 && list.counts.paid === 3 && fees.length === 3;
    console.log(exact ? '  Exactly 2 confirmed, nobody else charged.' : '  The race was NOT exact.');
    if (!exact) failed = true;
  }

  // 3. Webhook to TV, on each replica's live stream.
  {
    const { tournamentId, checkoutPath, entryId } = await openRegistration('Webhook To TV Open', PAYMENTS + 5);
    /** @type {Map<number, number>[]} raised total (dollars) -> when each stream heard it */
    const heard = replicas.map(() => new Map());
    const streams = await Promise.all(replicas.map((origin, index) => openCharityStream(`${origin}/api/tournaments/${tournamentId}/events`, heard[index])));
    /** @type {number[][]} */
    const fromWebhook = replicas.map(() => []);
    /** @type {number[]} */
    const fromPayAnswer = [];
    for (let index = 0; index < PAYMENTS; index++) {
      const checkout = await post(replicas[index % 2], checkoutPath, order(entryId, index));
      const raised = 400 * (index + 1);
      const sessionId = await pay(replicas[(index + 1) % 2], checkout.body.checkoutUrl);
      const answered = Date.now();
      const deadline = answered + 10_000;
      while (heard.some((map) => !map.has(raised)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
      const stored = await db.query(
        "SELECT (extract(epoch FROM received_at) * 1000)::float8 AS at FROM payment_events WHERE session_id = $1 AND type = 'checkout.session.completed'",
        [sessionId],
      );
      const webhookAt = stored.rows[0]?.at;
      heard.forEach((map, replica) => {
        if (map.has(raised) && webhookAt) fromWebhook[replica].push(map.get(raised) - webhookAt);
      });
      if (heard[0].has(raised)) fromPayAnswer.push(heard[0].get(raised) - answered);
    }
    streams.forEach((stream) => stream.destroy());
    fromWebhook.forEach((values, replica) => {
      console.log(
        `paid webhook stored -> TV stream on replica ${replica === 0 ? 'A (through the gateway)' : 'B'} hears the new total, ${values.length} of ${PAYMENTS} payments: ${summary(values)} (goal p95 < ${goalP95Ms} ms)`,
      );
      if (
        values.length !== PAYMENTS ||
        percentile(
          [...values].sort((a, b) => a - b),
          95,
        ) >= goalP95Ms
      )
        failed = true;
    });
    console.log(`  test checkout's pay answer (303) -> replica A's stream: ${summary(fromPayAnswer)}; load ${load()}`);
  }
} finally {
  await db.end();
  await second.stop();
}
console.log(failed ? 'Registration goals NOT met.' : 'Registration goals met.');
process.exitCode = failed ? 1 : 0;

/**
 * A TV's live stream; each `charity` event's total noted with the time it arrived. Resolves once it is open.
 * @param {string} url @param {Map<number, number>} heard
 * @returns {Promise<http.ClientRequest>}
 */
function openCharityStream(url, heard) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.once('data', () => resolve(request));
      response.on('data', (chunk) => {
        const now = Date.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!frame.includes('event: charity')) continue;
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          const raised = data ? JSON.parse(data.slice(6)).charityRaised : undefined;
          if (typeof raised === 'number' && !heard.has(raised)) heard.set(raised, now);
        }
      });
      response.on('error', () => undefined);
    });
    request.on('error', reject);
  });
}
