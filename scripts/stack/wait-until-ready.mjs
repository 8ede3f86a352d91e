// Polls a URL until it answers, failing early if the process meant to serve it has already exited.

/**
 * @param {object} options
 * @param {string} options.url
 * @param {string} options.what named in the timeout message
 * @param {number} [options.timeoutMs]
 * @param {(status: number) => boolean} [options.accept]
 * @param {import('./managed-process.mjs').ManagedProcess} [options.process]
 * @param {AbortSignal} [options.signal] gives up waiting (Ctrl-C during start-up)
 */
export async function waitUntilReady({ url, what, timeoutMs = 120_000, accept = (status) => status < 400, process, signal }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (process && !process.isRunning()) {
      throw new ProcessDiedError(process, `${what} exited before it was ready`);
    }
    if (await answers(url, accept)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new ProcessDiedError(process, `${what} was not ready at ${url} after ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * @param {string} url
 * @param {(status: number) => boolean} accept
 */
async function answers(url, accept) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return accept(response.status);
  } catch {
    return false;
  }
}

/** A start-up failure that carries the last output of the process concerned. */
export class ProcessDiedError extends Error {
  /**
   * @param {import('./managed-process.mjs').ManagedProcess | undefined} process
   * @param {string} message
   */
  constructor(process, message) {
    const tail = process?.lastLines() ?? [];
    super(tail.length ? `${message}. Its last lines:\n${tail.map((line) => `  [${process?.name}] ${line}`).join('\n')}` : message);
    this.name = 'ProcessDiedError';
  }
}
