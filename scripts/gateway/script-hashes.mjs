// The inline scripts the policy allows: each built app's head script, named by the hash its build wrote
// (head/script-hash.txt, one per line, see scripts/rspack/head-script.config.js). Read again when the file changes, so a
// rebuild is served with its own hash at once, as the rebuilt index.html is.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const scriptHashPath = join('head', 'script-hash.txt');
const sourcePattern = /^'sha256-[A-Za-z0-9+/]+=*'$/;

/**
 * @param {string[]} distRoots
 * @returns {() => string[]} the CSP sources ('sha256-...') of the apps built so far
 */
export function headScriptHashes(distRoots) {
  /** @type {Map<string, { mtimeMs: number, sources: string[] }>} */
  const read = new Map();
  const hashesOf = (/** @type {string} */ file) => {
    let mtimeMs;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const known = read.get(file);
    if (known?.mtimeMs === mtimeMs) return known.sources;
    const sources = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => sourcePattern.test(line));
    read.set(file, { mtimeMs, sources });
    return sources;
  };
  return () => [...new Set(distRoots.flatMap((root) => hashesOf(join(root, scriptHashPath))))];
}
