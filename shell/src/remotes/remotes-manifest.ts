import type { RemotesManifest } from '@fairway/contracts';
import { knownRemotes } from './known-remotes';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads /remotes.json ({ "<remote>": "<manifest URL>" }). Unknown keys are ignored so a newer gateway can
 * list remotes this shell does not know; a known remote with a non-string or empty URL is an error.
 * (Checked by hand: zod/mini would add ~29 KiB gzipped to the shell.)
 */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (!isRecord(json)) throw new Error('remotes manifest must be a JSON object');
  const manifest: RemotesManifest = {};
  for (const name of knownRemotes) {
    const entry = json[name];
    if (entry === undefined) continue;
    if (typeof entry !== 'string' || entry.trim() === '') throw new Error(`remotes manifest: "${name}" must be a non-empty URL`);
    manifest[name] = entry;
  }
  return manifest;
}

export async function fetchRemotesManifest(url: string): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}
