import type { LoggerService } from '@nestjs/common';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * First SIGINT/SIGTERM closes gracefully (bounded by graceMs) and exits 0 when nothing was cut; a second
 * one exits at once.
 */
export function closeOnSignals(close: () => Promise<boolean>, logger: LoggerService, graceMs: number): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn(`${signal} received again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    logger.log(`${signal} received: shutting down`);
    setTimeout(() => {
      logger.error(`Shutdown took longer than ${graceMs} ms: exiting`);
      process.exit(1);
    }, graceMs).unref();
    close().then(
      (finished) => process.exit(finished ? 0 : 1),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, onSignal);
}
