import { parseRemotesManifest, type RemotesManifest } from '@fairway/contracts/remotes';

export async function fetchRemotesManifest(url: string): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}
