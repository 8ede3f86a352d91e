import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const repoRoot = resolve(apiRoot, '..');

/**
 * The API bundled as production runs it (api/dist/main.js's build), from the sources as they are now, into
 * a folder of this run's own (never api/dist, which a parallel build may be rewriting). Under the repository,
 * so its packages resolve from node_modules.
 */
export function buildApiForFaults(): { entry: string; remove(): void } {
  const out = join(repoRoot, '.data', `fault-suite-api-${process.pid}`);
  execFileSync(join(repoRoot, 'node_modules/.bin/rspack'), ['build', '-c', 'rspack.config.js', '--output-path', out], { cwd: apiRoot, stdio: 'pipe' });
  return { entry: join(out, 'main.js'), remove: () => rmSync(out, { recursive: true, force: true }) };
}
