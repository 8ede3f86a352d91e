import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @param {number} pid
 * @returns {boolean}
 */
export function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Resolves true once the process is gone, false if it is still alive after timeoutMs.
 * @param {number} pid
 * @param {number} timeoutMs
 * @param {number} [pollMs]
 * @returns {Promise<boolean>}
 */
export async function waitForProcessExit(pid, timeoutMs, pollMs = 100) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(pollMs)) {
    if (!isProcessAlive(pid)) return true;
  }
  return !isProcessAlive(pid);
}
