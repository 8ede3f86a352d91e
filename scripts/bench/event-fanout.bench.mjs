#!/usr/bin/env node
// Live event fan-out of one API process: 5,000 open streams of one tournament (GET .../events, straight to the
// API on loopback as a reverse proxy would hold them), 10 score writes, and for each the time from sending
// the POST to each stream receiving the new board; the API's resident memory with every stream open. Then
// 10,000 connect/abort cycles: the API's open sockets and memory before and after.
// usage: API_URL=<api> API_PID=<pid> node scripts/bench/event-fanout.bench.mjs <baseUrl>   (npm run bench sets both)
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import { benchClient, createSmallTournament } from './bench-field.mjs';

const baseUrl = process.argv[2];
const apiUrl = process.env.API_URL;
const apiPid = Number(process.env.API_PID);
if (!baseUrl || !apiUrl || !apiPid) {
  console.error('usage: API_URL=<api url> API_PID=<api pid> node scripts/bench/event-fanout.bench.mjs <baseUrl>');
  process.exit(2);
}
const STREAMS = Number(process.env.FANOUT_STREAMS ?? 5000);
const WRITES = 10;
const CYCLES = Number(process.env.FANOUT_CYCLES ?? 10000);
const goals = { p99Ms: 250, rssMiB: 400 };
// Sockets the API may hold beyond its streams after the cycles: its PostgreSQL pool (at most 10) grows while
// the snapshots of many new streams are read at once.
const poolSockets = 10;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

const rssMiB = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${apiPid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const openSockets = () =>
  readdirSync(`/proc/${apiPid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${apiPid}/fd/${fd}`).startsWith('socket:');
    } catch {
      return false;
    }
  }).length;
/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * One stream; `onBoard()` for every leaderboard event. Resolves once the first bytes (the snapshot) arrived.
 * @param {string} path
 * @param {() => void} [onBoard]
 * @returns {Promise<http.ClientRequest>}
 */
function openStream(path, onBoard) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${apiUrl}${path}`, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.once('data', () => resolve(request));
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (onBoard && frame.includes('event: leaderboard')) onBoard();
        }
      });
      response.on('error', () => undefined);
    });
    request.on('error', reject);
  });
}

/** @param {number} count @param {number} parallel @param {(index: number) => Promise<unknown>} work */
async function inParallel(count, parallel, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

const client = benchClient(baseUrl);
const {
  organiser,
  tournament,
  teams: [team],
} = await createSmallTournament(client, { name: 'Fan-out Open', format: 'stroke-play', teams: 1 });
const path = `/api/tournaments/${tournament.id}/events`;

// Fan-out.
const rssBefore = rssMiB();
/** @type {{ write: number, sentAt: number, arrived: number[] } | null} */
let pending = null;
/** @type {http.ClientRequest[]} */
const requests = [];
const opening = Date.now();
await inParallel(STREAMS, 200, async () => {
  let counted = -1;
  requests.push(
    await openStream(path, () => {
      // The first board a stream receives after each write.
      if (pending === null || counted === pending.write) return;
      counted = pending.write;
      pending.arrived.push(performance.now() - pending.sentAt);
    }),
  );
});
console.log(
  `${requests.length} streams open in ${((Date.now() - opening) / 1000).toFixed(1)} s; API resident ${rssMiB().toFixed(0)} MiB (before ${rssBefore.toFixed(0)} MiB)`,
);

const latencies = [];
let peakRss = rssMiB();
for (let write = 0; write < WRITES; write++) {
  pending = { write, sentAt: performance.now(), arrived: [] };
  await client.ok('POST', '/api/scores', organiser.idToken, {
    tournamentId: tournament.id,
    teamId: team.id,
    playerId: team.players[0].id,
    hole: write + 1,
    strokes: 4,
  });
  const deadline = Date.now() + 10_000;
  while (pending.arrived.length < STREAMS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  peakRss = Math.max(peakRss, rssMiB());
  latencies.push(...pending.arrived);
  if (pending.arrived.length < STREAMS) console.log(`write ${write + 1}: only ${pending.arrived.length} of ${STREAMS} streams got the board within 10 s`);
  pending = null;
  await new Promise((resolve) => setTimeout(resolve, 300));
}
latencies.sort((a, b) => a - b);
const p99 = percentile(latencies, 99);
console.log(
  `board after a score, POST sent -> stream received, ${latencies.length} deliveries: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(0)} ms (goal p99 < ${goals.p99Ms} ms)`,
);
console.log(`API resident with ${STREAMS} streams: peak ${peakRss.toFixed(0)} MiB (goal < ${goals.rssMiB} MiB)`);
requests.forEach((request) => request.destroy());
await new Promise((resolve) => setTimeout(resolve, 2000));

// Connect/abort cycles.
const socketsBaseline = openSockets();
const warmUp = Math.min(1000, CYCLES);
const cycle = async () => (await openStream(path)).destroy();
await inParallel(warmUp, 50, cycle);
await new Promise((resolve) => setTimeout(resolve, 2000));
const rssWarm = rssMiB();
const started = Date.now();
await inParallel(CYCLES, 50, cycle);
await new Promise((resolve) => setTimeout(resolve, 3000));
const socketsAfter = openSockets();
const rssAfter = rssMiB();
console.log(
  `${CYCLES} connect/abort cycles in ${((Date.now() - started) / 1000).toFixed(1)} s: API sockets ${socketsBaseline} before, ${socketsAfter} after; resident ${rssWarm.toFixed(0)} MiB after ${warmUp} warm-up cycles, ${rssAfter.toFixed(0)} MiB after`,
);

const met =
  latencies.length === STREAMS * WRITES &&
  p99 < goals.p99Ms &&
  peakRss < goals.rssMiB &&
  socketsAfter - socketsBaseline <= poolSockets &&
  rssAfter - rssWarm < 50;
console.log(met ? 'Fan-out goals met.' : 'Fan-out goals NOT met.');
process.exitCode = met ? 0 : 1;
