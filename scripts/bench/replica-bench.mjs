// What the benchmarks on two API replicas share: the second replica, latency summaries, the load average, and
// a TV's live stream read event by event.
import http from 'node:http';
import { loadavg } from 'node:os';
import { demoProjectId } from '../stack/auth-emulator.mjs';
import { startApi } from '../stack/api-server.mjs';
import { freePort } from '../stack/free-port.mjs';

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** "p50 12 ms, p95 40 ms, max 80 ms". @param {number[]} values */
export function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`;
}

/** The p95 of `values`. @param {number[]} values */
export const p95 = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );

/** The machine's load average (1, 5, 15 minutes), as the figures are printed beside it. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * A second API on the stack's database and Redis, as a load balancer's second replica.
 * @param {{ baseUrl: string; databaseUrl: string; redisUrl: string }} stack
 */
export async function startSecondReplica({ baseUrl, databaseUrl, redisUrl }) {
  return startApi({
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
}

/**
 * A TV's live stream: `onEvent` gets each `event` frame's data and the time it arrived. Resolves once it is open.
 * @param {string} url @param {string} event @param {(data: any, arrivedAt: number) => void} onEvent
 * @returns {Promise<http.ClientRequest>}
 */
export function openEventStream(url, event, onEvent) {
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
          if (!frame.includes(`event: ${event}`)) continue;
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (data) onEvent(JSON.parse(data.slice(6)), now);
        }
      });
      response.on('error', () => undefined);
    });
    request.on('error', reject);
  });
}
