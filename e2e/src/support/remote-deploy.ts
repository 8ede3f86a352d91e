// Deploys a new build of one remote into the running stack the way a real deploy lands: new content-hashed
// files beside the old ones, then a new mf-manifest.json naming them. The new build is the current one with
// a visible string changed in one page's chunk, so its chunk, the remote entry that names the chunk's hash,
// and the manifest all change, as they would in a rebuild. undo() puts the original manifest back.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultDistRoots } from '@fairway/scripts/stack/repo-paths.mjs';

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

interface RemoteManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ name: string; assets: ManifestAssets }>;
}

export interface RemoteDeploy {
  /** The chunk and entry that now serve the page. */
  files: string[];
  undo(): Promise<void>;
}

function hashOf(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 8);
}

/** `Page.84e60287.js` -> `Page.<hash>.js` */
function renamed(file: string, hash: string): string {
  return file.replace(/\.[0-9a-f]{8}\.js$/, `.${hash}.js`);
}

export async function deployRemoteWithChange(remote: string, expose: string, from: string, to: string): Promise<RemoteDeploy> {
  const dist = (defaultDistRoots() as Record<string, string>)[remote];
  if (!dist) throw new Error(`no remote named ${remote}`);
  const manifestFile = join(dist, 'mf-manifest.json');
  const originalManifest = await readFile(manifestFile, 'utf8');
  const manifest = JSON.parse(originalManifest) as RemoteManifest;
  const page = manifest.exposes.find((entry) => entry.name === expose)?.assets.js.async.find((file) => file.startsWith(`${expose}.`));
  if (!page) throw new Error(`${remote}'s manifest lists no chunk of ${expose}`);

  const chunk = await readFile(join(dist, page), 'utf8');
  if (!chunk.includes(from)) throw new Error(`${page} does not contain "${from}"`);
  const newChunk = chunk.replace(from, to);
  const oldChunkHash = /\.([0-9a-f]{8})\.js$/.exec(page)?.[1] ?? '';
  const newChunkHash = hashOf(newChunk);
  const newPage = renamed(page, newChunkHash);

  const entryName = manifest.metaData.remoteEntry.name;
  const entry = await readFile(join(dist, entryName), 'utf8');
  if (!entry.includes(`"${oldChunkHash}"`)) throw new Error(`${entryName} does not name chunk hash ${oldChunkHash}`);
  const newEntry = entry.replace(`"${oldChunkHash}"`, `"${newChunkHash}"`);
  const newEntryName = renamed(entryName, hashOf(newEntry));

  manifest.metaData.remoteEntry.name = newEntryName;
  for (const exposed of manifest.exposes) exposed.assets.js.async = exposed.assets.js.async.map((file) => (file === page ? newPage : file));
  await writeFile(join(dist, newPage), newChunk);
  await writeFile(join(dist, newEntryName), newEntry);
  await writeFile(manifestFile, JSON.stringify(manifest, null, 2));

  return {
    files: [newPage, newEntryName],
    undo: async () => {
      await writeFile(manifestFile, originalManifest);
      await Promise.all([newPage, newEntryName].map((file) => rm(join(dist, file), { force: true })));
    },
  };
}
