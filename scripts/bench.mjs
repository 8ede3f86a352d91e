// `npm run bench`: measurements of the running product. Each benchmark is a script that takes the base URL
// of a started stack and prints its figures; the stack runs on free ports with its own throw-away embedded
// database (unless DATABASE_URL is set), so it can run beside `npm start`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readStackEnv } from './config/scripts-env.mjs';
import { buildServedApps } from './stack/build-served-apps.mjs';
import { repoRoot } from './stack/repo-paths.mjs';
import { startStack } from './stack/start-stack.mjs';
import { stackOptionsFromEnv } from './stack/stack-options.mjs';
import { ensureSystemToolsHere } from './stack/system-tools.mjs';

const benchmarks = [
  { name: 'Front-end bundle sizes (bytes and gzip per app, shared chunks)', script: 'scripts/rspack/measure-bundles.mjs' },
  { name: 'Score writes: POST /api/scores vs a trivial endpoint; 144 phones flushing their queues', script: 'scripts/bench/score-writes.mjs' },
  { name: 'Leaderboard reads vs a trivial JSON endpoint (36 foursomes, 2,592 scores, 50 connections)', script: 'scripts/bench/leaderboard-read.bench.mjs' },
  { name: 'Score to clubhouse TV: POST response to the standalone TV page showing it (Chromium)', script: 'scripts/bench/tv-latency.bench.mjs' },
  {
    name: 'Phone pages on Slow 4G, the CPU slowed to the reference phone (BenchmarkIndex 300), cold and repeat; the standalone TV (Chromium)',
    script: 'scripts/bench/vitals.bench.mjs',
  },
  { name: 'Live event fan-out to 5,000 streams of one API process; 10,000 connect/abort cycles', script: 'scripts/bench/event-fanout.bench.mjs' },
  {
    name: 'Registration on two API replicas: checkouts per second, 200 buyers for the last 2 places, paid webhook to the TV',
    script: 'scripts/bench/registration.bench.mjs',
    replicas: true,
  },
  {
    name: 'Silent auction on two API replicas: bids per second on one hot item (50 bidders), checked against the engine; bid to the TV',
    script: 'scripts/bench/auction.bench.mjs',
    replicas: true,
  },
  { name: 'Print centre: the morning pack for 36 foursomes over HTTP (A4 and Letter, 5 runs each), goal under 10 s', script: 'scripts/bench/print.bench.mjs' },
];

// `npm run bench -- score-writes` runs only the benchmarks whose script path contains one of the words given.
const only = process.argv.slice(2);
const chosen = benchmarks.filter((benchmark) => only.length === 0 || only.some((word) => benchmark.script.includes(word)));
const available = chosen.filter((benchmark) => existsSync(join(repoRoot, benchmark.script)));
for (const { name, script } of chosen) {
  console.log(`${available.some((benchmark) => benchmark.script === script) ? 'available' : 'not written yet'}: ${name} (${script})`);
}
if (available.length === 0) {
  console.log('No benchmark exists yet, so nothing was measured.');
  process.exit(1);
}

// Chromium, nginx and redis-server as `npm test` has them: installed as root on Debian, or named and stopped.
try {
  ensureSystemToolsHere();
} catch (error) {
  console.error(`[fairway] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const env = readStackEnv();
if (!env.SKIP_BUILD && !(await buildServedApps())) process.exit(1);
// A benchmark that starts a second API replica needs the two to share live events through Redis; only then is
// the stack's API given Redis (the others measure one API as before), under a key prefix of this run's own.
const redisUrl = available.some((benchmark) => benchmark.replicas) ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined;
const redisKeyPrefix = `bench-${process.pid}:`;
const sharedRedis = redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix } : {};
const interrupted = new AbortController();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => interrupted.abort(signal));

let failures = 0;
try {
  const stack = await startStack({
    ...stackOptionsFromEnv(env),
    host: '127.0.0.1',
    port: 0,
    apiPort: 0,
    authEmulatorPort: 0,
    // No folder: a throw-away embedded PostgreSQL, removed when the stack stops.
    embeddedPgDir: undefined,
    embeddedPgPort: undefined,
    signal: interrupted.signal,
    // A load test from one address: the write limits are scaled as for a staging load test.
    apiEnv: { WRITE_LIMIT_SCALE: process.env.WRITE_LIMIT_SCALE ?? '100', ...sharedRedis },
  });
  try {
    for (const [index, { name, script }] of available.entries()) {
      if (interrupted.signal.aborted) break;
      // Each benchmark gets a freshly started API (as after a deploy), not one still carrying the heap and
      // caches an earlier benchmark's load left behind: memory figures are about the load they measure.
      if (index > 0) {
        await stack.stopApi();
        await stack.startApi();
      }
      console.log(`\n== ${name} against ${stack.url}`);
      if ((await runScript(script, stack, interrupted.signal)) !== 0) failures += 1;
    }
  } finally {
    await stack.stop();
  }
} catch (error) {
  console.error(`[fairway] bench could not run: ${/** @type {Error} */ (error).message}`);
  failures += 1;
}
process.exitCode = failures || interrupted.signal.aborted ? 1 : 0;

/**
 * A benchmark gets the product's URL; API_URL and API_PID for those that measure the API process itself;
 * the database, Redis and Auth emulator for one that starts another replica beside it.
 * @param {string} script
 * @param {{ url: string, apiUrl: string, apiPid: number, databaseUrl: string, authEmulatorHost?: string }} stack
 * @param {AbortSignal} signal
 * @returns {Promise<number>}
 */
function runScript(script, stack, signal) {
  const env = {
    ...process.env,
    API_URL: stack.apiUrl,
    API_PID: String(stack.apiPid),
    DATABASE_URL: stack.databaseUrl,
    ...sharedRedis,
    ...(stack.authEmulatorHost ? { FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost } : {}),
  };
  const child = spawn(process.execPath, [join(repoRoot, script), stack.url], { cwd: repoRoot, stdio: 'inherit', signal, env });
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
}
