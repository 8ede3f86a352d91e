// Lays out what nginx serves, from the built apps and the remote catalogue: the shell at the root, each
// remote under /mfe/<name>/, and (beside it, not served) the list of remote names that
// deploy/nginx/40-write-remotes-json.sh turns into /remotes.json at container start.
// Usage: node scripts/deploy/assemble-web-root.mjs <web root> <remote names file>
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { remoteCatalogue, remoteNames } from '../config/remote-catalogue.mjs';
import { repoRoot } from '../stack/repo-paths.mjs';

/** @param {string} webRoot @param {string} namesFile */
export function assembleWebRoot(webRoot, namesFile) {
  cpSync(join(repoRoot, 'shell', 'dist'), webRoot, { recursive: true });
  for (const [name, remote] of Object.entries(remoteCatalogue)) {
    cpSync(join(repoRoot, remote.app, 'dist'), join(webRoot, 'mfe', name), { recursive: true });
  }
  mkdirSync(dirname(namesFile), { recursive: true });
  writeFileSync(namesFile, `${remoteNames.join('\n')}\n`);
}

if (process.argv[1] === import.meta.filename) {
  const [webRoot, namesFile] = process.argv.slice(2);
  if (!webRoot || !namesFile) throw new Error('usage: assemble-web-root.mjs <web root> <remote names file>');
  assembleWebRoot(webRoot, namesFile);
}
