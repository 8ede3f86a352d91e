// deploy/nginx/nginx.conf as the web container runs it, adapted to run on this machine without containers
// (Debian's nginx): the fault suite puts it in front of two API replicas, the HTTPS tests put it in front of
// a certbot and a browser. Everything not named here is as deployed, so the tests exercise the real rules.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.mjs';
import { repoRoot } from './repo-paths.mjs';

const deployNginx = join(repoRoot, 'deploy/nginx');

/**
 * @typedef {object} LocalTls
 * @property {string} certDir holds fullchain.pem and privkey.pem (the container's /etc/nginx/tls)
 * @property {string} acmeRoot the webroot of ACME challenges (the container's /var/www/acme)
 * @property {number} httpPort the plain HTTP server's port (the container's 80)
 */

/**
 * @typedef {object} LocalNginxConfig
 * @property {number} port the port of the product's server: HTTPS with `tls`, plain HTTP without
 * @property {string[]} upstreams the API replicas' host:port, in place of Docker's DNS name
 * @property {string} webRoot
 * @property {string} runDir logs, pid, temp folders and the adapted TLS include
 * @property {LocalTls} [tls] keep the deployed pair of servers; without it only the product's, over plain HTTP
 * @property {boolean} [http2On] whether this nginx knows `http2 on;` (1.25.1 and later); else `listen ... http2`
 */

export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed: apt-get install -y nginx-light (npm test does it as root)');
}

/** Whether this nginx accepts `http2 on;` (added in 1.25.1): Debian 12 has 1.22, the image 1.28. */
export function knowsHttp2On(binary = nginxBinary()) {
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr);
  if (!version) return false;
  const [major = 0, minor = 0, patch = 0] = version.slice(1).map(Number);
  return major > 1 || minor > 25 || (minor === 25 && patch >= 1);
}

/**
 * Replaces exactly one match, so a change of deploy/nginx/nginx.conf that this adaptation misses fails loudly.
 * @param {string} text
 * @param {RegExp} pattern
 * @param {(match: string, ...groups: string[]) => string} replacement
 */
function replaceOnce(text, pattern, replacement) {
  const count = text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
  if (count !== 1) throw new Error(`deploy/nginx/nginx.conf: expected one match of ${pattern}, found ${count}`);
  return text.replace(pattern, replacement);
}

/** @param {string} config @param {LocalNginxConfig} options */
function withProcessAndUpstreams(config, { upstreams, webRoot, runDir }) {
  let adapted = replaceOnce(
    config,
    /^worker_processes .*;$/m,
    () => `worker_processes 1;\ndaemon off;\npid ${runDir}/nginx.pid;\nerror_log ${runDir}/error.log info;`,
  );
  adapted = replaceOnce(adapted, /^http \{$/m, () =>
    ['http {', `    access_log off;`, ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${runDir}/${kind};`)].join(
      '\n',
    ),
  );
  adapted = replaceOnce(adapted, /^ *resolver .*;\n/m, () => '');
  adapted = replaceOnce(adapted, /^( *)server api:3000 resolve(.*);$/m, (_match, indent, parameters) =>
    upstreams.map((address) => `${indent}server ${address}${parameters};`).join('\n'),
  );
  return replaceOnce(adapted, /^( *)root \/usr\/share\/nginx\/html;$/m, (_match, indent) => `${indent}root ${webRoot};`);
}

/** @param {string} config @param {LocalNginxConfig} options */
function withServers(config, { port, runDir, tls, http2On = false }) {
  const httpServer = /^( *)server \{\n\s*listen 80;\n[\s\S]*?^\1\}\n\n?/m;
  if (!tls) {
    let plain = replaceOnce(config, httpServer, () => '');
    plain = replaceOnce(plain, /^( *)listen 443 ssl;$/m, (_match, indent) => `${indent}listen 127.0.0.1:${port};`);
    plain = replaceOnce(plain, /^ *http2 on;\n/m, () => '');
    return replaceOnce(plain, /^ *include \/etc\/nginx\/fairway\/tls\.conf;\n/m, () => '');
  }
  let secure = replaceOnce(config, /^( *)listen 80;$/m, (_match, indent) => `${indent}listen 127.0.0.1:${tls.httpPort};`);
  secure = replaceOnce(secure, /^( *)root \/var\/www\/acme;$/m, (_match, indent) => `${indent}root ${tls.acmeRoot};`);
  secure = replaceOnce(secure, /^( *)listen 443 ssl;$/m, (_match, indent) => `${indent}listen 127.0.0.1:${port} ssl${http2On ? '' : ' http2'};`);
  if (!http2On) secure = replaceOnce(secure, /^ *http2 on;\n/m, () => '');
  return replaceOnce(secure, /include \/etc\/nginx\/fairway\/tls\.conf;/, () => `include ${runDir}/tls.conf;`);
}

/**
 * The adapted configuration (nginx.conf's text) and, with TLS, the adapted tls.conf it includes.
 * @param {LocalNginxConfig} options
 */
export async function localNginxConfig(options) {
  const deployed = await readFile(join(deployNginx, 'nginx.conf'), 'utf8');
  // script-hashes.conf is written at start from the web root (44-write-script-hashes.sh), here into the run folder.
  const config = withServers(withProcessAndUpstreams(deployed, options), options)
    .replace('include /etc/nginx/fairway/script-hashes.conf;', `include ${options.runDir}/script-hashes.conf;`)
    .replaceAll('/etc/nginx/fairway/', `${deployNginx}/`);
  const tlsInclude = options.tls ? (await readFile(join(deployNginx, 'tls.conf'), 'utf8')).replaceAll('/etc/nginx/tls/', `${options.tls.certDir}/`) : undefined;
  return { config, tlsInclude };
}

/**
 * @typedef {object} LocalNginx
 * @property {string} url the product's origin (https://127.0.0.1:<port> with TLS)
 * @property {number} port
 * @property {string | undefined} httpUrl the plain HTTP server (TLS only)
 * @property {() => Promise<string>} errorLog nginx's error log (its notes on upstreams it retried)
 * @property {string} reloadCommand the command that makes it re-read its configuration and certificate (`nginx -s reload`)
 * @property {() => number} workerCount the master's worker processes now: more than one while a reload's old worker finishes
 * @property {() => Promise<void>} stop
 */

/**
 * The child processes of nginx's master (Linux's /proc). After a reload the old worker keeps answering until it
 * has closed its listening socket, so a test waits for it to be gone before trusting every new connection.
 * @param {number | undefined} masterPid
 */
function workerCount(masterPid) {
  if (masterPid === undefined) return 0;
  const children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim();
  return children === '' ? 0 : children.split(/\s+/).length;
}

/** @param {import('node:child_process').ChildProcess} child @param {() => string} stderr @param {string} probeUrl */
async function waitUntilListening(child, stderr, probeUrl) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr()}`);
    const up = await fetch(probeUrl, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${probeUrl}: ${stderr()}`);
    await sleep(50);
  }
}

/**
 * Debian's nginx with the deployed configuration in front of the given replicas. Without `webRoot` a
 * placeholder page is served; with `tls` both deployed servers run (the product over HTTPS with the
 * certificate in tls.certDir, which may change before a reload).
 * @param {{ upstreams: string[]; webRoot?: string; tls?: Omit<LocalTls, 'httpPort'> }} options
 * @returns {Promise<LocalNginx>}
 */
export async function startLocalNginx({ upstreams, webRoot: givenWebRoot, tls: givenTls }) {
  const binary = nginxBinary();
  const runDir = await mkdtemp(join(tmpdir(), 'fairway-nginx-'));
  await chmod(runDir, 0o755); // nginx's workers (nobody, under root) read the web root and keep temp files here
  const webRoot = givenWebRoot ?? join(runDir, 'html');
  if (!givenWebRoot) {
    await mkdir(webRoot);
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Fairway Fund</title>');
  }
  const port = await freePort();
  const tls = givenTls && { ...givenTls, httpPort: await freePort() };
  const { config, tlsInclude } = await localNginxConfig({ port, upstreams, webRoot, runDir, tls, http2On: knowsHttp2On(binary) });
  execFileSync('sh', [join(deployNginx, '44-write-script-hashes.sh')], {
    env: { PATH: process.env.PATH ?? '', WEB_ROOT: webRoot, SCRIPT_HASHES_CONF_PATH: join(runDir, 'script-hashes.conf') },
    stdio: 'ignore',
  });
  const configPath = join(runDir, 'nginx.conf');
  await writeFile(configPath, config);
  if (tlsInclude) await writeFile(join(runDir, 'tls.conf'), tlsInclude);
  const child = spawn(binary, ['-c', configPath, '-p', runDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk.toString()));
  const httpUrl = tls && `http://127.0.0.1:${tls.httpPort}`;
  const url = tls ? `https://127.0.0.1:${port}` : `http://127.0.0.1:${port}`;
  await waitUntilListening(child, () => stderr, httpUrl ?? `${url}/index.html`);
  return {
    url,
    port,
    httpUrl,
    errorLog: () => readFile(join(runDir, 'error.log'), 'utf8').catch(() => ''),
    reloadCommand: [binary, '-c', configPath, '-p', runDir, '-s', 'reload'].join(' '),
    workerCount: () => workerCount(child.pid),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(runDir, { recursive: true, force: true });
    },
  };
}
