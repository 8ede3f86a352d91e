// A local certificate authority for HTTPS tests: Let's Encrypt's ACME test server Pebble (Debian package
// pebble) answering certbot as Let's Encrypt would, with its companion's DNS server resolving every name to
// 127.0.0.1, so a certificate for any domain is validated against the nginx on this machine.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../stack/free-port.mjs';

/**
 * A self-signed certificate (its own trust anchor) for the given DNS names and 127.0.0.1, made with openssl.
 * @param {string} dir
 * @param {string[]} names
 * @returns {{ cert: string; key: string }} the paths of the PEM files
 */
export function selfSignedCertificate(dir, names) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const altNames = [...names.map((name) => `DNS:${name}`), 'IP:127.0.0.1'].join(',');
  const subject = ['-subj', `/CN=${names[0] ?? 'localhost'}`, '-addext', `subjectAltName=${altNames}`];
  const keyType = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  execFileSync('openssl', ['req', '-x509', ...keyType, '-days', '2', ...subject, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { cert, key };
}

/**
 * The body of a GET over HTTPS trusting only `ca`.
 * @param {string} url
 * @param {string} ca
 * @returns {Promise<{ status: number; body: string }>}
 */
export function httpsGet(url, ca) {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/**
 * @typedef {object} LocalAcmeServer
 * @property {string} directoryUrl the ACME directory certbot is pointed at (ACME_SERVER)
 * @property {string} trustedCertificate path of the PEM that makes its HTTPS trusted (REQUESTS_CA_BUNDLE)
 * @property {() => Promise<string>} rootCertificate the PEM of the root its certificates chain to
 * @property {() => Promise<void>} stop
 */

/** @param {import('node:child_process').ChildProcess} child @param {string} name */
function exitedEarly(child, name) {
  return new Promise((_resolve, reject) => child.once('exit', (code) => reject(new Error(`${name} exited (${code})`))));
}

/**
 * Pebble validating HTTP-01 challenges on `httpPort` of 127.0.0.1.
 * @param {{ httpPort: number }} options
 * @returns {Promise<LocalAcmeServer>}
 */
export async function startLocalAcmeServer({ httpPort }) {
  const dir = await mkdtemp(join(tmpdir(), 'fairway-pebble-'));
  const { cert, key } = selfSignedCertificate(dir, ['localhost']);
  const [acmePort, managementPort, dnsPort, dnsManagementPort, tlsPort] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));
  const dns = spawn(
    'pebble-challtestsrv',
    [
      '-dns01',
      `127.0.0.1:${dnsPort}`,
      '-defaultIPv4',
      '127.0.0.1',
      '-defaultIPv6',
      '',
      '-http01',
      '',
      '-https01',
      '',
      '-tlsalpn01',
      '',
      '-management',
      `127.0.0.1:${dnsManagementPort}`,
    ],
    { stdio: 'ignore' },
  );
  const config = {
    pebble: {
      listenAddress: `127.0.0.1:${acmePort}`,
      managementListenAddress: `127.0.0.1:${managementPort}`,
      certificate: cert,
      privateKey: key,
      httpPort,
      tlsPort,
      ocspResponderURL: '',
      externalAccountBindingRequired: false,
    },
  };
  await writeFile(join(dir, 'pebble.json'), JSON.stringify(config));
  // No random sleeps before validating, and no deliberately rejected nonces: a quick, steady test.
  const pebble = spawn('pebble', ['-config', join(dir, 'pebble.json'), '-dnsserver', `127.0.0.1:${dnsPort}`, '-strict=false'], {
    stdio: 'ignore',
    env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0' },
  });
  const ca = readFileSync(cert, 'utf8');
  const directoryUrl = `https://127.0.0.1:${acmePort}/dir`;
  const ready = (async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const up = await httpsGet(directoryUrl, ca).then(
        (response) => response.status === 200,
        () => false,
      );
      if (up) return;
      await sleep(100);
    }
    throw new Error('pebble did not answer');
  })();
  await Promise.race([ready, exitedEarly(pebble, 'pebble'), exitedEarly(dns, 'pebble-challtestsrv')]);
  pebble.removeAllListeners('exit');
  dns.removeAllListeners('exit');
  return {
    directoryUrl,
    trustedCertificate: cert,
    rootCertificate: async () => (await httpsGet(`https://127.0.0.1:${managementPort}/roots/0`, ca)).body,
    stop: async () => {
      for (const child of [pebble, dns]) {
        if (child.exitCode !== null) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
