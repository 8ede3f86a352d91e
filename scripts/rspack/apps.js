// The five front-end apps: federation names, standalone dev-server ports and where the gateway mounts them.
export const apps = {
  shell: { federationName: 'shell', port: 4101, mountPath: '/' },
  'mfe-scoring': { federationName: 'scoring', port: 4102, mountPath: '/mfe/scoring/' },
  'mfe-leaderboard': { federationName: 'leaderboard', port: 4103, mountPath: '/mfe/leaderboard/' },
  'mfe-admin': { federationName: 'admin', port: 4104, mountPath: '/mfe/admin/' },
  'mfe-assistant': { federationName: 'assistant', port: 4105, mountPath: '/mfe/assistant/' },
};

export const remoteApps = Object.entries(apps).filter(([folder]) => folder !== 'shell');

/** remotes.json for the shell's standalone dev server: every remote on its own dev-server port. */
export function devRemotesManifest(host = '127.0.0.1') {
  return Object.fromEntries(
    remoteApps.map(([, app]) => [app.federationName, `http://${host}:${app.port}/mf-manifest.json`]),
  );
}

/** Module Federation exposes where every `./Name` is the export `Name` of src/remote-entry.ts. */
export function remoteEntryExposes(names) {
  return Object.fromEntries(names.map((name) => [`./${name}`, './src/remote-entry.ts']));
}
