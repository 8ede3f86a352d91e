// The list of remotes, read from libs/contracts (remote-catalogue.json): the one place it is written.
import { createRequire } from 'node:module';

/** @typedef {{ app: string, devPort: number, exposes: string[] }} RemoteEntry */

/** @type {Record<string, RemoteEntry>} */
export const remoteCatalogue = createRequire(import.meta.url)('@fairway/contracts/remote-catalogue.json');

export const remoteNames = Object.keys(remoteCatalogue);

/** The settings variable that moves a remote elsewhere: REMOTE_SCORING_URL, ... */
export function remoteUrlVariable(/** @type {string} */ name) {
  return `REMOTE_${name.toUpperCase()}_URL`;
}
