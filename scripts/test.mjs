// `npm test`: lint, typecheck, unit and integration tests and builds of every project, then the browser
// tests, against a Firebase Auth emulator started for the run (unless FIREBASE_AUTH_EMULATOR_HOST points
// at one). TEST_DATABASE_URL, when set, reaches the tests untouched; without it an embedded PostgreSQL is
// started for the run (temp folder, free port) and every task gets its URL as TEST_DATABASE_URL.
// Ends with one line, "N passed, M failed", summed over every jest run. Extra arguments go to Nx, so
// `npm test -- --projects=@fairway/api` runs one project's checks. Before anything starts, the programs npm
// cannot bring (nginx, redis-server, pg_dump, Chromium, ...: systemTools) are installed as root on Debian, or named and the run
// stopped: see stack/system-tools.mjs.
import { readTestEnv } from './config/scripts-env.mjs';
import { demoProjectId, startAuthEmulator } from './stack/auth-emulator.mjs';
import { startThrowawayPostgres } from './stack/embedded-postgres/throwaway-postgres.mjs';
import { projectsWithTarget, runNx } from './stack/nx.mjs';
import { ensureSystemToolsHere } from './stack/system-tools.mjs';
import { failedNxTasks, summarizeJestOutput } from './testing/jest-summary.mjs';

const env = readTestEnv();
try {
  ensureSystemToolsHere();
} catch (error) {
  console.error(`[fairway] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const interrupted = new AbortController();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => interrupted.abort(signal));
}

// Side by side; undefined where the environment names one already.
const [emulatorStart, databaseStart] = await Promise.allSettled([
  env.FIREBASE_AUTH_EMULATOR_HOST ? undefined : startAuthEmulator({ port: env.TEST_AUTH_EMULATOR_PORT, signal: interrupted.signal }),
  env.TEST_DATABASE_URL ? undefined : startThrowawayPostgres(),
]);
const emulator = emulatorStart.status === 'fulfilled' ? emulatorStart.value : undefined;
const database = databaseStart.status === 'fulfilled' ? databaseStart.value : undefined;
if (emulatorStart.status === 'rejected' || databaseStart.status === 'rejected') {
  await Promise.all([emulator?.stop(), database?.stop()]);
  if (emulatorStart.status === 'rejected')
    console.error(`[fairway] could not start the Firebase Auth emulator for the tests: ${emulatorStart.reason?.message}`);
  if (databaseStart.status === 'rejected') console.error(`[fairway] could not start an embedded PostgreSQL for the tests: ${databaseStart.reason?.message}`);
  process.exit(1);
}
/** @type {Record<string, string | undefined>} */
const taskEnv = {
  ...(emulator ? { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: demoProjectId } : {}),
  ...(database ? { TEST_DATABASE_URL: database.adminUrl } : {}),
};
if (emulator) console.log(`[fairway] Firebase Auth emulator for the tests at ${emulator.host}`);
if (database) console.log(`[fairway] embedded PostgreSQL for the tests at ${new URL(database.adminUrl).host}`);

const nxOptions = { env: taskEnv, capture: true, signal: interrupted.signal };
const nxFlags = ['--parallel=2', '--outputStyle=static', ...process.argv.slice(2)];
const runs = [await runNx(['run-many', '-t', 'lint', 'typecheck', 'test', 'build', ...nxFlags], nxOptions)];
const e2eProjects = interrupted.signal.aborted ? [] : await projectsWithTarget('e2e');
if (e2eProjects.length) {
  runs.push(await runNx(['run-many', '-t', 'e2e', ...nxFlags], nxOptions));
} else if (!interrupted.signal.aborted) {
  console.log('[fairway] no project defines an e2e target yet: browser tests skipped.');
}
await Promise.all([emulator?.stop(), database?.stop()]);

const output = runs.map((run) => run.output).join('\n');
const { passed, failed } = summarizeJestOutput(output);
const failedTasks = failedNxTasks(output);
if (failedTasks.length) console.log(`\nFailed Nx tasks: ${failedTasks.join(', ')}`);
if (interrupted.signal.aborted) console.log('\nInterrupted.');
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || interrupted.signal.aborted || runs.some((run) => run.code !== 0) ? 1 : 0;
