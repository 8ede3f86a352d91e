// The web service of docker-compose.yml on this machine, for browser tests over HTTPS: the web root laid out
// as the image's (scripts/deploy/assemble-web-root.mjs), the container's start-up scripts run on it
// (remotes.json, runtime-config.json, the self-signed certificate for FAIRWAY_DOMAIN), and Debian's nginx
// with the deployed configuration (local-nginx.mjs) in front of an API that is already running.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleWebRoot } from '../deploy/assemble-web-root.mjs';
import { startLocalNginx } from './local-nginx.mjs';
import { repoRoot } from './repo-paths.mjs';

/**
 * @typedef {object} LocalWebContainer
 * @property {string} url the HTTPS origin at 127.0.0.1 (the certificate names `domain`, not the address)
 * @property {number} port
 * @property {string} httpUrl the plain HTTP server
 * @property {string} certificatePem the certificate nginx serves (self-signed for `domain`)
 * @property {() => Promise<void>} stop
 */

/**
 * @param {string} script
 * @param {Record<string, string>} env
 */
function runStartupScript(script, env) {
  execFileSync('sh', [join(repoRoot, 'deploy/nginx', script)], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'ignore' });
}

/**
 * @param {{ apiUrl: string; domain: string }} options the API's origin (http://127.0.0.1:<port>) and FAIRWAY_DOMAIN
 * @returns {Promise<LocalWebContainer>}
 */
export async function startLocalWebContainer({ apiUrl, domain }) {
  const dir = await mkdtemp(join(tmpdir(), 'fairway-web-container-'));
  await chmod(dir, 0o755); // nginx's workers (nobody, under root) read the web root
  const webRoot = join(dir, 'html');
  const namesFile = join(dir, 'remote-names');
  const certDir = join(dir, 'tls');
  assembleWebRoot(webRoot, namesFile);
  runStartupScript('40-write-remotes-json.sh', {
    REMOTES_JSON_PATH: join(webRoot, 'remotes.json'),
    SHELL_INDEX_PATH: join(webRoot, 'index.html'),
    REMOTE_NAMES_PATH: namesFile,
  });
  runStartupScript('41-write-runtime-config.sh', { RUNTIME_CONFIG_PATH: join(webRoot, 'runtime-config.json') });
  runStartupScript('42-tls-certificate.sh', { TLS_DIR: certDir, FAIRWAY_DOMAIN: domain, WATCH_TLS_CERTIFICATE: '0' });
  const nginx = await startLocalNginx({ upstreams: [new URL(apiUrl).host], webRoot, tls: { certDir, acmeRoot: join(dir, 'acme') } });
  return {
    url: nginx.url,
    port: nginx.port,
    httpUrl: /** @type {string} */ (nginx.httpUrl),
    certificatePem: readFileSync(join(certDir, 'fullchain.pem'), 'utf8'),
    stop: async () => {
      await nginx.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
