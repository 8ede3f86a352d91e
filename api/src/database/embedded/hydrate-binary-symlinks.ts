import { lstat, readFile, symlink } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { binaryPackageDir } from './binary-package-dir';

interface SymlinkEntry {
  source: string;
  target: string;
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

async function linkIfMissing(packageDir: string, { source, target }: SymlinkEntry): Promise<void> {
  const targetPath = join(packageDir, target);
  if (await exists(targetPath)) return;
  try {
    await symlink(relative(dirname(targetPath), join(packageDir, source)), targetPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * The PostgreSQL binaries load versioned shared libraries (libpq.so.5, libicuuc.so.60) that the
 * package ships as plain files plus a list of symlinks, created by its postinstall script. npm 11
 * does not run that script unless approved, so the links are created here, once, at start-up.
 */
export async function hydrateBinarySymlinks(packageDir = binaryPackageDir()): Promise<void> {
  if (!packageDir) return;
  const manifest = join(packageDir, 'native', 'pg-symlinks.json');
  const entries = JSON.parse(await readFile(manifest, 'utf8').catch(() => '[]')) as SymlinkEntry[];
  for (const entry of entries) await linkIfMissing(packageDir, entry);
}
