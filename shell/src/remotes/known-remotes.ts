import type { RemoteName } from '@fairway/contracts';

// Type-only use of @fairway/contracts: importing one of its values pulls in every zod schema of the package
// (~28 KiB gzipped), so the shell keeps its own list, checked to be exactly the RemoteName union.
const remoteSet: Record<RemoteName, true> = { scoring: true, leaderboard: true, admin: true, assistant: true };

export const knownRemotes = Object.keys(remoteSet) as RemoteName[];

export function isKnownRemote(name: string): name is RemoteName {
  return Object.hasOwn(remoteSet, name);
}
