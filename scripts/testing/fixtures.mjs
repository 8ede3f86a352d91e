// Real stand-ins for the gateway's neighbours in tests: built front ends in temp folders and small HTTP
// upstreams listening on free ports.
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Writes a fake dist folder per app: index.html naming the app, a hashed bundle, and for remotes a
 * Module Federation manifest and remote entry.
 * @param {string[]} remoteNames
 * @returns {Promise<{ root: string, distRoots: { shell: string } & Record<string, string>, remove: () => Promise<void> }>}
 */
export async function writeFixtureDists(remoteNames) {
  const root = await mkdtemp(join(tmpdir(), 'fairway-gateway-'));
  /** @type {{ shell: string } & Record<string, string>} */
  const distRoots = { shell: join(root, 'shell') };
  await writeApp(distRoots.shell, 'shell', false);
  for (const name of remoteNames) {
    distRoots[name] = join(root, `mfe-${name}`);
    await writeApp(distRoots[name], name, true);
  }
  return { root, distRoots, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * @param {string} dir
 * @param {string} name
 * @param {boolean} isRemote
 */
async function writeApp(dir, name, isRemote) {
  const shellBlocks = '<script id="fairway-remotes" type="application/json"></script>';
  /** @type {Record<string, string>} */
  const files = {
    'index.html': `<!doctype html><title>${name} app</title>${isRemote ? '' : shellBlocks}<script>console.log(${JSON.stringify(name)})</script><script src="main.1a2b3c4d.js"></script>`,
    'head/script-hash.txt': `${fixtureScriptHash(name)}\n`,
    'main.1a2b3c4d.js': `console.log(${JSON.stringify(name)});${' '.repeat(2048)}`,
    'static/css/412.9b1e0c44d1a2.css': `body { color: green; }${' '.repeat(2048)}`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  if (isRemote) {
    files['mf-manifest.json'] = JSON.stringify({ name, remoteEntry: 'remoteEntry.js' });
    files['remoteEntry.js'] = `var ${name} = {};`;
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

/** The CSP hash of a fixture app's inline script, as its build writes it. @param {string} name */
export function fixtureScriptHash(name) {
  return `'sha256-${createHash('sha256')
    .update(`console.log(${JSON.stringify(name)})`)
    .digest('base64')}'`;
}

/**
 * @param {import('node:http').RequestListener} handler
 * @returns {Promise<{ url: string, server: import('node:http').Server, close: () => Promise<void> }>}
 */
export async function startUpstream(handler) {
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
export async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const fakeApiSource = `
import { createServer } from 'node:http';
console.log('fake api starting on ' + process.env.HOST + ':' + process.env.PORT);
if (process.env.FAKE_API_FAIL_AT_START) {
  console.error('database unreachable: ECONNREFUSED');
  process.exit(3);
}
const seen = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_PROJECT_ID', 'HOST', 'PORT', 'DATABASE_URL', 'EMBEDDED_PG_DIR', 'EMBEDDED_PG_PORT', 'SMTP_URL'];
createServer((req, res) => {
  if (req.url === '/api/health') return res.end('{"status":"ok"}');
  if (req.url === '/api/env') return res.end(JSON.stringify(Object.fromEntries(seen.map((name) => [name, process.env[name] ?? null]))));
  if (req.url === '/api/crash') {
    console.error('fake api crashing on purpose');
    process.exit(7);
  }
  res.statusCode = 404;
  res.end();
}).listen(Number(process.env.PORT), process.env.HOST);
process.on('SIGTERM', () => process.exit(0));
`;

/**
 * A repository-shaped temp folder whose api/dist/main.js is a tiny HTTP server standing in for the API.
 * @returns {Promise<{ root: string, remove: () => Promise<void> }>}
 */
export async function writeFakeApiRoot() {
  const root = await mkdtemp(join(tmpdir(), 'fairway-fake-api-'));
  await mkdir(join(root, 'api', 'dist'), { recursive: true });
  await writeFile(join(root, 'api', 'dist', 'main.js'), fakeApiSource);
  await writeFile(join(root, 'api', 'package.json'), '{"type":"module"}');
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
