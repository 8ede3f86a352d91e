// The web and acme services of docker-compose.yml without Docker: Debian's nginx with deploy/nginx's
// configuration (scripts/stack/local-nginx.mjs), its start-up and watcher scripts, and Debian's certbot run by
// deploy/acme/obtain-and-renew.sh against a local ACME server (Pebble), which validates the HTTP-01 challenge
// through this nginx as Let's Encrypt would through the real one.
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect as connectHttp2 } from 'node:http2';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpsRequest } from 'node:https';
import { connect as connectTls } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startLocalNginx } from '../stack/local-nginx.mjs';
import { repoRoot } from '../stack/repo-paths.mjs';
import { startLocalAcmeServer } from '../testing/local-acme-server.mjs';

const domain = 'fairway.test';

/**
 * Runs one of the deployment's shell scripts as its container would, with the given environment.
 * @param {string} script
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function runScript(script, args, env) {
  return execFileSync('sh', [join(repoRoot, script), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The certificate and protocol a client trusting only `ca` gets when it asks for `servername`.
 * @param {number} port
 * @param {string} servername
 * @param {string} ca
 * @returns {Promise<{ authorized: boolean; protocol: string | false; serial: string; issuer: string; altNames: string }>}
 */
function tlsHandshake(port, servername, ca) {
  return new Promise((resolve, reject) => {
    const socket = connectTls({ host: '127.0.0.1', port, servername, ca, ALPNProtocols: ['h2', 'http/1.1'], rejectUnauthorized: false }, () => {
      const peer = socket.getPeerCertificate();
      resolve({
        authorized: socket.authorized,
        protocol: socket.alpnProtocol ?? false,
        serial: peer.serialNumber,
        issuer: String(peer.issuer.CN ?? ''),
        altNames: peer.subjectaltname ?? '',
      });
      socket.end();
    });
    socket.on('error', reject);
  });
}

/**
 * One GET over HTTP/2 (which fails unless ALPN chose h2) for `authority`, at 127.0.0.1.
 * @param {number} port
 * @param {string} authority
 * @param {string} path
 * @param {import('node:tls').ConnectionOptions} trust
 * @returns {Promise<Record<string, string | string[] | number | undefined>>}
 */
function http2Headers(port, authority, path, trust) {
  return new Promise((resolve, reject) => {
    const session = connectHttp2(`https://${authority}:${port}`, {
      ...trust,
      host: '127.0.0.1',
      ...(isIP(authority) ? {} : { servername: authority }),
    });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ':authority': authority });
    stream.on('response', (headers) => {
      stream.close();
      session.close();
      resolve(headers);
    });
    stream.on('error', reject);
    stream.end();
  });
}

/**
 * A plain HTTP GET as a browser sends it for `host`.
 * @param {number} port
 * @param {string} host
 * @param {string} path
 * @returns {Promise<{ status: number; location: string | undefined; body: string }>}
 */
function httpGet(port, host, path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The handshake once nginx's new worker (started by a reload, which returns at once) answers with a
 * certificate other than `previousSerial` and the old worker is gone: until then a connection may still
 * reach the old one, with the old certificate.
 * @param {import('../stack/local-nginx.mjs').LocalNginx} nginx
 * @param {string} ca
 * @param {string} previousSerial
 */
async function handshakeAfterReload(nginx, ca, previousSerial) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const handshake = await tlsHandshake(nginx.port, domain, ca);
    if (handshake.serial !== previousSerial && nginx.workerCount() === 1) return handshake;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx still serves the certificate ${previousSerial}, or its old worker still runs`);
}

describe('HTTPS for the event domain, with a certificate from an ACME server (Pebble)', () => {
  /** @type {string} */ let dir;
  /** @type {string} */ let certDir;
  /** @type {string} */ let acmeRoot;
  /** @type {import('../stack/local-nginx.mjs').LocalNginx} */ let nginx;
  /** @type {import('../testing/local-acme-server.mjs').LocalAcmeServer} */ let acme;
  /** @type {Record<string, string>} */ let acmeEnv;
  /** @type {string} */ let root;
  /** @type {string} */ let placeholderFingerprint;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fairway-acme-https-'));
    await chmod(dir, 0o755); // nginx's workers (nobody, under root) read the challenge files
    certDir = join(dir, 'tls');
    acmeRoot = join(dir, 'acme');
    await mkdir(acmeRoot);
    // The web container's start: a self-signed certificate, so nginx starts before there is a real one.
    runScript('deploy/nginx/42-tls-certificate.sh', [], { TLS_DIR: certDir, FAIRWAY_DOMAIN: domain, WATCH_TLS_CERTIFICATE: '0' });
    placeholderFingerprint = runScript('deploy/nginx/watch-tls-certificate.sh', ['once', ''], { TLS_DIR: certDir, NGINX_RELOAD: 'true' }).trim();
    nginx = await startLocalNginx({ upstreams: ['127.0.0.1:9'], tls: { certDir, acmeRoot } });
    acme = await startLocalAcmeServer({ httpPort: Number(new URL(/** @type {string} */ (nginx.httpUrl)).port) });
    root = await acme.rootCertificate();
    acmeEnv = {
      FAIRWAY_DOMAIN: domain,
      ACME_EMAIL: 'organiser@example.org',
      ACME_SERVER: acme.directoryUrl,
      ACME_WEBROOT: acmeRoot,
      CERTBOT_DIR: join(dir, 'letsencrypt'),
      TLS_DIR: certDir,
      REQUESTS_CA_BUNDLE: acme.trustedCertificate,
    };
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await acme?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const watchOnce = (/** @type {string} */ previous) =>
    runScript('deploy/nginx/watch-tls-certificate.sh', ['once', previous], { TLS_DIR: certDir, NGINX_RELOAD: nginx.reloadCommand }).trim();

  /** @type {string} */ let placeholderSerial;

  it('starts on a self-signed certificate for the domain, which no browser trusts', async () => {
    const handshake = await tlsHandshake(nginx.port, domain, root);
    expect(handshake).toMatchObject({ authorized: false, issuer: domain, altNames: `DNS:${domain}` });
    placeholderSerial = handshake.serial;
  });

  it('obtains the certificate through the HTTP-01 challenge, and nginx serves it after the watcher reloads it', async () => {
    runScript('deploy/acme/obtain-and-renew.sh', ['once'], acmeEnv);
    const served = watchOnce(placeholderFingerprint);
    expect(served).not.toBe(placeholderFingerprint);
    const handshake = await handshakeAfterReload(nginx, root, placeholderSerial);
    expect(handshake).toMatchObject({ authorized: true, protocol: 'h2', altNames: `DNS:${domain}` });
    expect(handshake.issuer).toMatch(/^Pebble Intermediate/);
    // Nothing changed, nothing reloaded.
    expect(watchOnce(served)).toBe(served);
  }, 60_000);

  it('serves the product over HTTP/2 with HSTS for the domain, and no HSTS for an address', async () => {
    for (const path of ['/scorecard', '/api/health', '/mfe/scoring']) {
      const headers = await http2Headers(nginx.port, domain, path, { ca: root });
      expect([path, headers['strict-transport-security']]).toEqual([path, 'max-age=31536000']);
    }
    const page = await http2Headers(nginx.port, domain, '/scorecard', { ca: root });
    expect(page).toMatchObject({ ':status': 200, 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    // A browser remembers HSTS per host: for an address or localhost it would outlive this server.
    for (const authority of ['127.0.0.1', 'localhost']) {
      const headers = await http2Headers(nginx.port, authority, '/scorecard', { rejectUnauthorized: false });
      expect([authority, headers[':status'], headers['strict-transport-security']]).toEqual([authority, 200, undefined]);
    }
  });

  it("refuses a body past 2 MB itself with a 413 in the API's JSON error shape, before reading it", async () => {
    const answer = await new Promise((resolve, reject) => {
      const upload = httpsRequest(
        { host: '127.0.0.1', port: nginx.port, servername: domain, rejectUnauthorized: false, method: 'POST', path: '/api/tournaments/x/sponsors/y/logo' },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode, type: response.headers['content-type'], body: JSON.parse(body) }));
        },
      );
      upload.on('error', reject);
      upload.setHeader('Content-Length', String(10 * 1024 * 1024));
      upload.setHeader('Host', domain);
      upload.flushHeaders(); // the length alone is refused: none of the 10 MB is sent
    });
    expect(answer).toEqual({
      status: 413,
      type: 'application/json',
      body: { statusCode: 413, error: 'Payload Too Large', message: 'The request body is too large: send at most 2 MB' },
    });
  });

  it('redirects plain HTTP to HTTPS on the same host and path, and serves the ACME challenge path as is', async () => {
    expect(await httpGet(Number(new URL(/** @type {string} */ (nginx.httpUrl)).port), domain, '/scorecard?hole=3')).toMatchObject({
      status: 301,
      location: `https://${domain}/scorecard?hole=3`,
    });
    const challenge = join(acmeRoot, '.well-known/acme-challenge');
    await mkdir(challenge, { recursive: true });
    await writeFile(join(challenge, 'probe-token'), 'probe-token.account-thumbprint');
    const port = Number(new URL(/** @type {string} */ (nginx.httpUrl)).port);
    expect(await httpGet(port, domain, '/.well-known/acme-challenge/probe-token')).toEqual({
      status: 200,
      location: undefined,
      body: 'probe-token.account-thumbprint',
    });
    expect(await httpGet(port, domain, '/.well-known/acme-challenge/missing')).toMatchObject({ status: 404 });
  });

  it('renews: a new certificate replaces the old one in nginx without a restart', async () => {
    const before = await tlsHandshake(nginx.port, domain, root);
    const fingerprint = watchOnce('');
    runScript('deploy/acme/obtain-and-renew.sh', ['once'], { ...acmeEnv, ACME_EXTRA_ARGS: '--force-renewal' });
    expect(watchOnce(fingerprint)).not.toBe(fingerprint);
    const after = await handshakeAfterReload(nginx, root, before.serial);
    expect(after).toMatchObject({ authorized: true, altNames: `DNS:${domain}` });
    expect(after.serial).not.toBe(before.serial);
    expect(await readFile(join(certDir, 'fullchain.pem'), 'utf8')).toMatch(/^-----BEGIN CERTIFICATE-----/);
  }, 60_000);

  it('asks for no certificate for localhost or an address, leaving the self-signed one', () => {
    for (const name of ['localhost', '192.168.1.20', '']) {
      const output = runScript('deploy/acme/obtain-and-renew.sh', ['once'], { ...acmeEnv, FAIRWAY_DOMAIN: name });
      expect(output).toContain('not a public name, so no certificate is asked for');
    }
  });
});
