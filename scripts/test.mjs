// `npm test`: lint, typecheck, unit and integration tests and builds of every project, then the browser
// tests, against a Firebase Auth emulator started for the run (unless FIREBASE_AUTH_EMULATOR_HOST points
// at one). TEST_DATABASE_URL, when set, reaches the tests untouched; without it they use embedded PostgreSQL.
// Ends with one line, "N passed, M failed", summed over every jest run. Extra arguments go to Nx, so
// `npm test -- --projects=@fairway/api` runs one project's checks.
import { readTestEnv } from './config/scripts-env.mjs';
import { demoProjectId, startAuthEmulator } from './stack/auth-emulator.mjs';
import { projectsWithTarget, runNx } from './stack/nx.mjs';
import { failedNxTasks, summarizeJestOutput } from './testing/jest-summary.mjs';

const env = readTestEnv();
const interrupted = new AbortController();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => interrupted.abort(signal));
}

const emulator = env.FIREBASE_AUTH_EMULATOR_HOST
  ? undefined
  : await startAuthEmulator({ port: env.TEST_AUTH_EMULATOR_PORT, signal: interrupted.signal }).catch((/** @type {Error} */ error) => {
      console.error(`[fairway] could not start the Firebase Auth emulator for the tests: ${error.message}`);
      process.exit(1);
    });
/** @type {Record<string, string | undefined>} */
const taskEnv = emulator ? { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: demoProjectId } : {};
if (emulator) console.log(`[fairway] Firebase Auth emulator for the tests at ${emulator.host}`);

const nxOptions = { env: taskEnv, capture: true, signal: interrupted.signal };
const nxFlags = ['--parallel=2', '--outputStyle=static', ...process.argv.slice(2)];
const runs = [await runNx(['run-many', '-t', 'lint', 'typecheck', 'test', 'build', ...nxFlags], nxOptions)];
const e2eProjects = interrupted.signal.aborted ? [] : await projectsWithTarget('e2e');
if (e2eProjects.length) {
  runs.push(await runNx(['run-many', '-t', 'e2e', ...nxFlags], nxOptions));
} else if (!interrupted.signal.aborted) {
  console.log('[fairway] no project defines an e2e target yet: browser tests skipped.');
}
await emulator?.stop();

const output = runs.map((run) => run.output).join('\n');
const { passed, failed } = summarizeJestOutput(output);
const failedTasks = failedNxTasks(output);
if (failedTasks.length) console.log(`\nFailed Nx tasks: ${failedTasks.join(', ')}`);
if (interrupted.signal.aborted) console.log('\nInterrupted.');
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || interrupted.signal.aborted || runs.some((run) => run.code !== 0) ? 1 : 0;
