// Where things live in the repository.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from '../gateway/remotes-manifest.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The built front ends: the shell and each remote (folder mfe-<name>).
 * @param {string} [root]
 * @returns {{ shell: string } & Record<string, string>}
 */
export function defaultDistRoots(root = repoRoot) {
  const remotes = Object.fromEntries(remoteNames.map((name) => [name, join(root, `mfe-${name}`, 'dist')]));
  return { shell: join(root, 'shell', 'dist'), ...remotes };
}

/** @param {string} [root] */
export function apiEntry(root = repoRoot) {
  return join(root, 'api', 'dist', 'main.js');
}

export const firebaseCli = join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
export const maildevCli = join(repoRoot, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
