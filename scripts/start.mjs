// `npm start`: build what is stale, then run the Auth emulator, the API and the gateway, all on one origin.
// Ctrl-C or SIGTERM stops every child before exiting; a child that dies takes the rest down with it.
import { readStackEnv } from './config/scripts-env.mjs';
import { buildServedApps, unbuiltFrontEnds } from './stack/build-served-apps.mjs';
import { assertPortsFree } from './stack/free-port.mjs';
import { lanAddress, readyLines } from './stack/lan-address.mjs';
import { startStack } from './stack/start-stack.mjs';
import { portsToCheck, stackOptionsFromEnv } from './stack/stack-options.mjs';

const env = readStackEnv();
const options = stackOptionsFromEnv(env);
await assertPortsFree(portsToCheck(options));
if (!env.SKIP_BUILD && !(await buildServedApps())) {
  console.error('[fairway] the build failed: nothing was started.');
  process.exit(1);
}
for (const dir of unbuiltFrontEnds()) console.warn(`[fairway] warning: ${dir} has no index.html; that part will answer 404.`);

const shutdown = new AbortController();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => shutdown.abort(signal));
}

const stack = await startStack({
  ...options,
  onLine: (name, line) => console.log(`[${name}] ${line}`),
  signal: shutdown.signal,
}).catch(async (/** @type {Error} */ error) => {
  if (shutdown.signal.aborted) process.exit(0);
  console.error(`[fairway] could not start: ${error.message}`);
  process.exit(1);
});

const lan = env.HOST === '0.0.0.0' ? lanAddress() : undefined;
console.log(`\n${readyLines({ port: Number(new URL(stack.url).port), lan, mailInbox: stack.mailInboxUrl }).join('\n')}`);
console.log('Press Ctrl-C to stop.\n');

const stopped = new Promise((resolve) => shutdown.signal.addEventListener('abort', () => resolve(undefined)));
const failure = await Promise.race([stack.failed, stopped]);
if (failure) {
  console.error(`[fairway] ${failure.message}`);
  process.exit(1);
}
console.log('[fairway] stopping...');
await stack.stop();
process.exit(0);
