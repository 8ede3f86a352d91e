import { setTimeout as sleep } from 'node:timers/promises';

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Resolves true once the process is gone, false if it is still alive after timeoutMs. */
export async function waitForProcessExit(pid: number, timeoutMs: number, pollMs = 100): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(pollMs)) {
    if (!isProcessAlive(pid)) return true;
  }
  return !isProcessAlive(pid);
}
