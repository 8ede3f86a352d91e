// The five front-end apps: federation names, standalone dev-server ports and where the gateway mounts them.
// The remotes come from libs/contracts' remote-catalogue.json, the one list of them.
import { remoteCatalogue } from '../config/remote-catalogue.mjs';

export const apps = {
  shell: { federationName: 'shell', port: 4101, mountPath: '/' },
  ...Object.fromEntries(
    Object.entries(remoteCatalogue).map(([name, remote]) => [remote.app, { federationName: name, port: remote.devPort, mountPath: `/mfe/${name}/` }]),
  ),
};

export const remoteApps = Object.entries(apps).filter(([folder]) => folder !== 'shell');

/** remotes.json for the shell's standalone dev server: every remote on its own dev-server port. */
export function devRemotesManifest(host = '127.0.0.1') {
  return Object.fromEntries(remoteApps.map(([, app]) => [app.federationName, `http://${host}:${app.port}/mf-manifest.json`]));
}

/**
 * A remote's Module Federation name and exposes, from the catalogue: expose `./Name` is the export `Name`
 * of its src/remote-entry.ts.
 * @param {string} name
 */
export function remoteFederation(name) {
  const remote = remoteCatalogue[name];
  if (!remote) throw new Error(`${name} is not in libs/contracts/src/remotes/remote-catalogue.json`);
  return { name, exposes: Object.fromEntries(remote.exposes.map((page) => [`./${page}`, './src/remote-entry.ts'])) };
}
