// The one origin of `npm start`: shell, remotes, /remotes.json, the API and the Auth emulator behind a
// single port, the way nginx serves them in docker-compose.yml.
import { createServer } from 'node:http';
import express from 'express';
import { revalidateCacheControl } from './cache-policy.mjs';
import { compressText } from './compress-text.mjs';
import { apiProxy, authEmulatorProxy, closedEmulatorPaths } from './proxy-routes.mjs';
import { buildRemotesManifest, buildRuntimeConfig, foreignOrigins, remoteBasePath, withInlineRemotesManifest } from './remotes-manifest.mjs';
import { headScriptHashes } from './script-hashes.mjs';
import { securityHeaders } from './security-headers.mjs';
import { remotesManifestRoute, singlePageApp } from './static-routes.mjs';

/**
 * @typedef {object} GatewayOptions
 * @property {number} [port] 0 picks a free port
 * @property {string} [host] interface to listen on; 0.0.0.0 lets phones on the LAN in
 * @property {string} apiUrl where /api goes
 * @property {string} [authEmulatorUrl] where the Firebase Auth emulator's pages go; none when real Firebase is used
 * @property {{ shell: string } & Record<string, string>} distRoots built folders: `shell` and one per remote name
 * @property {Partial<Record<string, string>>} [remoteUrls] overrides of the manifest URLs in /remotes.json
 * @property {ReturnType<typeof buildRuntimeConfig>} [runtimeConfig] /runtime-config.json (default: the emulator)
 */

/**
 * @typedef {object} Gateway
 * @property {string} url
 * @property {number} port
 * @property {import('node:http').Server} server
 * @property {() => Promise<void>} close
 */

/**
 * @param {GatewayOptions} options
 * @returns {import('express').Express}
 */
export function createGatewayApp({ apiUrl, authEmulatorUrl, distRoots, remoteUrls = {}, runtimeConfig = buildRuntimeConfig() }) {
  const manifest = buildRemotesManifest(remoteUrls);
  const app = express();
  app.disable('x-powered-by');
  // The emulator's own pages (the sign-in popup handler) carry inline scripts our policy would block,
  // so its routes go first and keep the emulator's headers.
  if (authEmulatorUrl) app.use(authEmulatorProxy(authEmulatorUrl));
  app.use(securityHeaders({ remoteOrigins: foreignOrigins(manifest), inlineScripts: headScriptHashes(Object.values(distRoots)) }));
  app.use(closedEmulatorPaths());
  app.use('/api', compressText);
  app.use(apiProxy(apiUrl));
  app.get('/remotes.json', remotesManifestRoute(manifest));
  app.get('/runtime-config.json', (_req, res) => void res.set('Cache-Control', revalidateCacheControl).json(runtimeConfig));
  for (const [name, distRoot] of Object.entries(distRoots)) {
    if (name === 'shell') continue;
    const base = remoteBasePath(name);
    app.get(base.slice(0, -1), (req, res, next) => (req.path.endsWith('/') ? next() : res.redirect(301, base)));
    app.use(base, singlePageApp(distRoot, `The ${name} remote`));
  }
  app.use(singlePageApp(distRoots.shell, 'The shell', { page: (html) => withInlineRemotesManifest(html, manifest) }));
  return app;
}

/**
 * The address the gateway answers on, as a browser on this machine writes it (all interfaces: localhost).
 * @param {string} host
 * @param {number} port
 */
export function gatewayUrl(host, port) {
  const urlHost = ['0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${urlHost}:${port}`;
}

/**
 * @param {GatewayOptions} options
 * @returns {Promise<Gateway>}
 */
export async function startGateway(options) {
  const { port = 0, host = '127.0.0.1' } = options;
  const server = createServer(createGatewayApp(options));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    server,
    port: address.port,
    url: gatewayUrl(host, address.port),
    close: () => closeServer(server),
  };
}

/** @param {import('node:http').Server} server */
function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve(undefined));
    // Event streams never end on their own: cut them so close() can finish.
    server.closeAllConnections();
  });
}
