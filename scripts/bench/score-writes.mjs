// `npm run bench` entry: POST /api/scores throughput against a trivial JSON endpoint (GET /api/health) of the
// same API in the same run, across a field of 36 teams; then 144 phones flushing 18 queued scores each
// through POST /api/scores/batch at once. Usage: node scripts/bench/score-writes.mjs <base URL>
import { benchClient, createField, inBatches } from './bench-field.mjs';

const baseUrl = process.argv[2];
if (!baseUrl) {
  console.error('usage: node scripts/bench/score-writes.mjs <base URL>');
  process.exit(2);
}
const connections = 20;
const durationMs = 5000;
const throughputGoal = 0.3;
const flushGoalMs = 3000;

const client = benchClient(baseUrl);

/**
 * Requests per second of `request` over `durationMs`, `connections` at a time; any non-2xx counts as an error.
 * @param {(n: number) => Promise<{ status: number }>} request
 */
async function throughput(request) {
  let done = 0;
  let errors = 0;
  const end = Date.now() + durationMs;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const { status } = await request(done + errors);
        if (status < 300) done += 1;
        else errors += 1;
      }
    }),
  );
  return { perSecond: (done / (Date.now() - started)) * 1000, errors };
}

const field = await createField(client, 36);
const phones = field.teams.flatMap((team) => team.phones.map((phone) => ({ ...phone, teamId: team.id })));
// Consecutive requests go to different teams (team 1's first player, team 2's first player, ...), so the
// requests in flight at once are spread over the field as a field's phones are, not queued on one team's lock.
const playersPerTeam = /** @type {(typeof field.teams)[number]} */ (field.teams[0]).phones.length;
const byTeamFirst = Array.from(
  { length: phones.length },
  (_, n) => phones[(n % field.teams.length) * playersPerTeam + (Math.floor(n / field.teams.length) % playersPerTeam)],
);
const scoreOf = (/** @type {(typeof phones)[number]} */ phone, /** @type {number} */ hole, /** @type {number} */ strokes) => ({
  tournamentId: field.tournamentId,
  teamId: phone.teamId,
  playerId: phone.playerId,
  hole,
  strokes,
});

// Warm up both paths (connections, token cache, query plans).
await throughput.call(null, async () => client.call('GET', '/api/health', null)).catch(() => undefined);
const health = await throughput(() => client.call('GET', '/api/health', null));
const scores = await throughput((n) => {
  const phone = /** @type {(typeof phones)[number]} */ (byTeamFirst[n % phones.length]);
  return client.call('POST', '/api/scores', phone.account.idToken, scoreOf(phone, (Math.floor(n / phones.length) % 18) + 1, (n % 7) + 2));
});
const ratio = scores.perSecond / health.perSecond;
console.log(`GET /api/health: ${health.perSecond.toFixed(0)} requests/s (${connections} connections, ${health.errors} errors)`);
console.log(`POST /api/scores across ${field.teams.length} teams: ${scores.perSecond.toFixed(0)} requests/s (${scores.errors} errors)`);
console.log(`POST /api/scores at ${(ratio * 100).toFixed(0)}% of the trivial endpoint (goal >= ${throughputGoal * 100}%)`);

const flushStarted = Date.now();
const replies = await inBatches(phones.length, phones.length, (index) => {
  const phone = /** @type {(typeof phones)[number]} */ (phones[index]);
  const queue = Array.from({ length: 18 }, (_, hole) => scoreOf(phone, hole + 1, ((hole + index) % 9) + 2));
  return client.call('POST', '/api/scores/batch', phone.account.idToken, { scores: queue });
});
const flushMs = Date.now() - flushStarted;
const acknowledged = replies.reduce(
  (sum, reply) => sum + (reply.status === 200 ? reply.body.results.filter((/** @type {{ ok: boolean }} */ result) => result.ok).length : 0),
  0,
);
console.log(
  `${phones.length} phones flushing 18 queued scores each: ${acknowledged} of ${phones.length * 18} acknowledged in ${flushMs} ms (goal < ${flushGoalMs} ms)`,
);

const stored = await Promise.all(field.teams.map((team) => client.ok('GET', `/api/scores?tournamentId=${field.tournamentId}&teamId=${team.id}`, null)));
const rows = stored.reduce((sum, list) => sum + list.length, 0);
console.log(`Scores stored for the field: ${rows} (one per player and hole: ${phones.length * 18})`);

const met = ratio >= throughputGoal && flushMs < flushGoalMs && acknowledged === phones.length * 18 && rows === phones.length * 18;
console.log(met ? 'Score write goals met.' : 'Score write goals NOT met.');
process.exitCode = met ? 0 : 1;
