#!/usr/bin/env node
// Registration as two API replicas on one database and one Redis: the stack's API behind the gateway and a
// second one started here, buyers sent to each in turn as a load balancer would.
// 1. Checkouts per second: buyers at once POSTing foursome checkouts on an open registration (test provider).
// 2. The race: 200 buyers for the last 2 places; exactly 2 are sent to pay and confirmed, nobody else charged.
// 3. Webhook to TV: payments on the test checkout, one after another; for each, the time from the signed paid
//    webhook being stored (payment_events.received_at) to the `charity` event with the new total on a TV's
//    live stream, on each replica. Goal: p95 under 1 s.
// usage: DATABASE_URL=<db> REDIS_URL=<redis> node scripts/bench/registration.bench.mjs <baseUrl>   (npm run bench sets them)
import pg from 'pg';
import { inBatches } from './bench-field.mjs';
import { registrationField } from './registration-field.mjs';
import { latencySummary, loadAverage, openEventStream, p95, startSecondReplica } from './replica-bench.mjs';

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

const second = await startSecondReplica({ baseUrl, databaseUrl, redisUrl });
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const replicas = [baseUrl, second.url];
const replicaFor = (/** @type {number} */ index) => replicas[index % replicas.length] ?? baseUrl;
const { post, order, openRegistration, pay, raceForLastPlaces } = registrationField(baseUrl);
let failed = false;

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
      const reply = await post(replicaFor(index), checkoutPath, order(entryId, index), index, retries);
      latencies.push(performance.now() - sent);
      const key = `${reply.status} ${reply.body?.outcome ?? reply.body?.message ?? ''}`.trim();
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;
    const opened = statuses.get('201 checkout') ?? 0;
    console.log(
      `${BUYERS} buyers, ${CONCURRENCY} at once, alternating 2 replicas: ${(opened / seconds).toFixed(1)} checkouts/s (${opened} opened in ${seconds.toFixed(1)} s); ` +
        `each ${latencySummary(latencies)}; busy answers retried ${retries.count}; replies ${[...statuses].map(([key, n]) => `${key}: ${n}`).join(', ')}; load ${loadAverage()}`,
    );
    console.log(`  checkouts stored: ${await checkoutStates(tournamentId)}`);
    if (opened !== BUYERS) failed = true;
  }

  // 2. The race for the last 2 places.
  {
    const race = await raceForLastPlaces(replicas, RACERS);
    console.log(
      `${RACERS} buyers at once for the last 2 places (one replica or the other): ${race.sentToPay} sent to pay, ${race.waitlisted} waitlisted, ${race.refused} refused; ` +
        `registrations paid ${race.paid} (1 before the race), entry fees received in the ledger ${race.entryFeesReceived}; checkouts stored: ${await checkoutStates(race.tournamentId)}`,
    );
    const exact = race.sentToPay === 2 && race.waitlisted === RACERS - 2 && race.refused === 0 && race.paid === 3 && race.entryFeesReceived === 3;
    console.log(exact ? '  Exactly 2 confirmed, nobody else charged.' : '  The race was NOT exact.');
    if (!exact) failed = true;
  }

  // 3. Webhook to TV, on each replica's live stream.
  {
    const { tournamentId, checkoutPath, entryId } = await openRegistration('Webhook To TV Open', PAYMENTS + 5);
    // Each replica's TV stream: when it heard each raised total (dollars), and the delays measured on it.
    const tvs = replicas.map((origin, index) => ({
      name: index === 0 ? 'A (through the gateway)' : 'B',
      origin,
      heard: new Map(),
      fromWebhook: /** @type {number[]} */ ([]),
    }));
    // Each `charity` event's total, with the time it arrived.
    const streams = await Promise.all(
      tvs.map((tv) =>
        openEventStream(`${tv.origin}/api/tournaments/${tournamentId}/events`, 'charity', (data, arrivedAt) => {
          if (typeof data.charityRaised === 'number' && !tv.heard.has(data.charityRaised)) tv.heard.set(data.charityRaised, arrivedAt);
        }),
      ),
    );
    /** @type {number[]} */
    const fromPayAnswer = [];
    for (let index = 0; index < PAYMENTS; index++) {
      const checkout = await post(replicaFor(index), checkoutPath, order(entryId, index), index);
      const raised = 400 * (index + 1);
      const sessionId = await pay(replicaFor(index + 1), checkout.body.checkoutUrl);
      const answered = Date.now();
      const deadline = answered + 10_000;
      while (tvs.some((tv) => !tv.heard.has(raised)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
      const stored = await db.query(
        "SELECT (extract(epoch FROM received_at) * 1000)::float8 AS at FROM payment_events WHERE session_id = $1 AND type = 'checkout.session.completed'",
        [sessionId],
      );
      const webhookAt = stored.rows[0]?.at;
      for (const tv of tvs) if (tv.heard.has(raised) && webhookAt) tv.fromWebhook.push(tv.heard.get(raised) - webhookAt);
      if (tvs[0]?.heard.has(raised)) fromPayAnswer.push(tvs[0].heard.get(raised) - answered);
    }
    streams.forEach((stream) => stream.destroy());
    for (const { name, fromWebhook } of tvs) {
      console.log(
        `paid webhook stored -> TV stream on replica ${name} hears the new total, ${fromWebhook.length} of ${PAYMENTS} payments: ${latencySummary(fromWebhook)} (goal p95 < ${goalP95Ms} ms)`,
      );
      if (fromWebhook.length !== PAYMENTS || p95(fromWebhook) >= goalP95Ms) failed = true;
    }
    console.log(`  test checkout's pay answer (303) -> replica A's stream: ${latencySummary(fromPayAnswer)}; load ${loadAverage()}`);
  }
} finally {
  await db.end();
  await second.stop();
}
console.log(failed ? 'Registration goals NOT met.' : 'Registration goals met.');
process.exitCode = failed ? 1 : 0;
