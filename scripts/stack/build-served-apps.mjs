// Builds what `npm start` serves (only what changed: Nx restores the rest from its cache) and names any
// front end that still has nothing to serve.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runNx, servedProjects } from './nx.mjs';
import { defaultDistRoots } from './repo-paths.mjs';

/** @returns {Promise<boolean>} whether the build succeeded */
export async function buildServedApps() {
  console.log('[fairway] building what changed (Nx cache)...');
  const { code } = await runNx(['run-many', '-t', 'build', `--projects=${servedProjects}`, '--parallel=2']);
  return code === 0;
}

/** @returns {string[]} dist folders without an index.html */
export function unbuiltFrontEnds() {
  return Object.values(defaultDistRoots()).filter((dir) => !existsSync(join(dir, 'index.html')));
}
