import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The pid PostgreSQL wrote in its lock file, or undefined when there is no lock file.
 * @param {string} dataDir
 * @returns {Promise<number | undefined>}
 */
export async function readPostmasterPid(dataDir) {
  try {
    const firstLine = (await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '';
    const pid = Number.parseInt(firstLine, 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
