import { chmod, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

const OTHERS_EXECUTE = 0o001;

/**
 * @param {string} dir
 * @returns {string[]}
 */
function selfAndAncestors(dir) {
  const parent = dirname(dir);
  return parent === dir ? [dir] : [dir, ...selfAndAncestors(parent)];
}

/**
 * Run as root, PostgreSQL runs as the 'postgres' user, which must walk to its binaries and data
 * folder. A checkout inside a private folder (mktemp -d makes 0700) would make initdb fail with
 * EACCES, so each folder on the way gets traverse-only permission for others (x, no listing).
 * @param {string[]} dirs
 * @param {(message: string) => void} warn
 * @returns {Promise<void>}
 */
export async function grantTraverseToOthers(dirs, warn) {
  const unique = [...new Set(dirs.flatMap(selfAndAncestors))];
  for (const dir of unique) {
    const { mode } = await stat(dir);
    if (mode & OTHERS_EXECUTE) continue;
    await chmod(dir, (mode & 0o7777) | OTHERS_EXECUTE);
    warn(`Allowed other users to traverse ${dir} so the 'postgres' user can reach PostgreSQL's files`);
  }
}
