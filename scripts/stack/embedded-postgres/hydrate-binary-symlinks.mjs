import { lstat, readFile, symlink } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { binaryPackageDir } from './binary-package-dir.mjs';

/** @typedef {{ source: string, target: string }} SymlinkEntry */

/**
 * @param {string} path
 * @returns {Promise<boolean>}
 */
async function exists(path) {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

/**
 * @param {string} packageDir
 * @param {SymlinkEntry} entry
 */
async function linkIfMissing(packageDir, { source, target }) {
  const targetPath = join(packageDir, target);
  if (await exists(targetPath)) return;
  try {
    await symlink(relative(dirname(targetPath), join(packageDir, source)), targetPath);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  }
}

/**
 * The PostgreSQL binaries load versioned shared libraries (libpq.so.5, libicuuc.so.60) that the
 * package ships as plain files plus a list of symlinks, created by its postinstall script. npm 11
 * does not run that script unless approved, so the links are created here, once, at start-up.
 * @param {string | undefined} [packageDir]
 * @returns {Promise<void>}
 */
export async function hydrateBinarySymlinks(packageDir = binaryPackageDir()) {
  if (!packageDir) return;
  const manifest = join(packageDir, 'native', 'pg-symlinks.json');
  /** @type {SymlinkEntry[]} */
  const entries = JSON.parse(await readFile(manifest, 'utf8').catch(() => '[]'));
  for (const entry of entries) await linkIfMissing(packageDir, entry);
}
