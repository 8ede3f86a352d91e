import { readFile, readlink } from 'node:fs/promises';
import { basename } from 'node:path';
import { readPostmasterPid } from './postmaster-pid.mjs';
import { isProcessAlive, waitForProcessExit } from './process-liveness.mjs';

/**
 * @param {number} pid
 * @returns {Promise<number | undefined>}
 */
async function parentPid(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = /^PPid:\s+(\d+)$/m.exec(status);
  return match ? Number(match[1]) : undefined;
}

// The executable, not the thread name: Node 24 names its main thread 'MainThread'.
/**
 * @param {number} pid
 * @returns {Promise<boolean>}
 */
async function isNodeProcess(pid) {
  const executable = await readlink(`/proc/${pid}/exe`).catch(() => '');
  return basename(executable) === 'node';
}

/**
 * A previous run that was killed hard (SIGKILL, crash of the terminal) leaves its PostgreSQL running
 * without a parent; it still holds the data folder, so a new start would fail. Such an orphan is
 * stopped. A server whose launching Node process is alive belongs to another running `npm start`
 * (or test run), and is left alone with a clear error instead.
 * @param {string} dataDir
 * @param {(message: string) => void} warn
 * @returns {Promise<void>}
 */
export async function stopOrphanedServer(dataDir, warn) {
  const pid = await readPostmasterPid(dataDir);
  if (pid === undefined || !isProcessAlive(pid) || process.platform !== 'linux') return;
  const parent = await parentPid(pid);
  if (parent !== undefined && parent !== 1 && (await isNodeProcess(parent))) {
    throw new Error(
      `Embedded PostgreSQL for ${dataDir} is already running (pid ${pid}, started by pid ${parent}). ` +
        'Stop that run first, or set EMBEDDED_PG_DIR and EMBEDDED_PG_PORT to another folder and port.',
    );
  }
  warn(`Stopping orphaned embedded PostgreSQL (pid ${pid}) left over from an earlier run`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForProcessExit(pid, 15_000))) throw new Error(`Orphaned PostgreSQL (pid ${pid}) did not stop`);
}
