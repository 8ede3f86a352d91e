import { parseRemotesManifest, type RemotesManifest } from '@fairway/contracts/remotes';
import { readInlineRemotes } from './preloaded-manifests';

export async function fetchRemotesManifest(url: string): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}

/** The manifest the gateway wrote into the page, if it did. */
export function inlineRemotesManifest(doc: Document): Promise<RemotesManifest> | undefined {
  const inline = readInlineRemotes(doc);
  return inline ? Promise.resolve().then(() => parseRemotesManifest(inline)) : undefined;
}
