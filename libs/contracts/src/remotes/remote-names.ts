import remoteCatalogue from './remote-catalogue.json';

// remote-catalogue.json is the one list of the remotes (their app folder, dev-server port and exposed pages):
// the shell, the builds, the gateway, nginx and the scripts' settings all read it.
export { remoteCatalogue };

/** Federation names of the four remotes; the shell's /remotes.json maps each to its mf-manifest.json URL. */
export type RemoteName = keyof typeof remoteCatalogue;

export const remoteNames = Object.keys(remoteCatalogue) as RemoteName[];

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(remoteCatalogue, name);
}

/** Shape of /remotes.json: remote name -> manifest URL (absolute or relative to the page origin). */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads /remotes.json. Unknown keys are ignored so a newer gateway can list remotes this shell does not
 * know; a known remote with a non-string or empty URL is an error.
 */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (!isRecord(json)) throw new Error('remotes manifest must be a JSON object');
  const manifest: RemotesManifest = {};
  for (const name of remoteNames) {
    const entry = json[name];
    if (entry === undefined) continue;
    if (typeof entry !== 'string' || entry.trim() === '') throw new Error(`remotes manifest: "${name}" must be a non-empty URL`);
    manifest[name] = entry;
  }
  return manifest;
}
