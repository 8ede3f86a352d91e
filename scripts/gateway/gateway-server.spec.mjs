import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readStackEnv } from '../config/scripts-env.mjs';
import { fixtureScriptHash, readBody, startUpstream, writeFixtureDists } from '../testing/fixtures.mjs';
import { startGateway } from './gateway-server.mjs';
import { stackOptionsFromEnv } from '../stack/stack-options.mjs';
import { buildRuntimeConfig, remoteNames } from './remotes-manifest.mjs';

/** @type {Awaited<ReturnType<typeof writeFixtureDists>>} */
let dists;
/** @type {Awaited<ReturnType<typeof startGateway>>} */
let gateway;
/** @type {Awaited<ReturnType<typeof startUpstream>>} */
let api;
/** @type {Awaited<ReturnType<typeof startUpstream>>} */
let emulator;
/** @type {{ method?: string, url?: string, body: string, headers: import('node:http').IncomingHttpHeaders }[]} */
const apiRequests = [];
const bigList = Array.from({ length: 40 }, (_, index) => ({ id: index, name: `Charity Classic ${index}`, course: 'Pebble Beach' }));

beforeAll(async () => {
  dists = await writeFixtureDists([...remoteNames]);
  api = await startUpstream(async (req, res) => {
    apiRequests.push({ method: req.method, url: req.url, body: await readBody(req), headers: req.headers });
    if (req.url === '/api/tournaments') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify(bigList));
    }
    if (req.url === '/api/leaderboard/1') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      return void res.end(gzipSync(JSON.stringify(bigList)));
    }
    res.writeHead(req.url === '/api/missing' ? 404 : 201, { 'Content-Type': 'application/json', 'X-Upstream': 'api' });
    res.end(JSON.stringify({ echoed: req.method }));
  });
  emulator = await startUpstream((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`emulator saw ${req.method} ${req.url}`);
  });
  const env = readStackEnv({ REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/mf-manifest.json' });
  gateway = await startGateway({
    apiUrl: api.url,
    authEmulatorUrl: emulator.url,
    distRoots: dists.distRoots,
    remoteUrls: env.remoteUrls,
  });
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await emulator?.close();
  await dists?.remove();
});

/** @param {string} path @param {RequestInit} [init] */
const get = (path, init) => fetch(`${gateway.url}${path}`, { redirect: 'manual', ...init });

describe('static front ends', () => {
  it('serves the shell at / and falls back to its index.html for app routes', async () => {
    for (const path of ['/', '/scorecard', '/tournament/abc-123/tv']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<title>shell app</title>');
    }
  });

  it('answers 404 for a missing file instead of the index page', async () => {
    const response = await get('/missing.4f3e2d1c.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(await response.text()).not.toContain('shell app');
  });

  it('serves each remote under /mfe/<name>/ with its own fallback, so the standalone TV app works', async () => {
    const tv = await get('/mfe/leaderboard/tv/tournament-42');
    expect(tv.status).toBe(200);
    expect(await tv.text()).toContain('<title>leaderboard app</title>');
    const bundle = await get('/mfe/scoring/main.1a2b3c4d.js');
    expect(await bundle.text()).toContain('"scoring"');
    const missing = await get('/mfe/scoring/chunk.0badc0de.js');
    expect(missing.status).toBe(404);
  });

  it('redirects a remote path without its trailing slash', async () => {
    const response = await get('/mfe/admin');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/mfe/admin/');
  });

  it('keeps hashed assets for a year and revalidates entry points', async () => {
    const cacheOf = async (/** @type {string} */ path) => (await get(path)).headers.get('cache-control');
    expect(await cacheOf('/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/mfe/admin/static/css/412.9b1e0c44d1a2.css')).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/',
      '/index.html',
      '/scorecard',
      '/remotes.json',
      '/mfe/admin/mf-manifest.json',
      '/mfe/admin/remoteEntry.js',
      '/mfe/leaderboard/tv/1',
      '/favicon.svg',
    ]) {
      expect([path, await cacheOf(path)]).toEqual([path, 'no-cache']);
    }
  });

  it('compresses static text when the browser accepts it', async () => {
    const response = await get('/main.1a2b3c4d.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('"shell"');
  });
});

describe('/remotes.json', () => {
  it('lists every remote at its default path unless the environment moves it', async () => {
    const response = await get('/remotes.json');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      scoring: '/mfe/scoring/mf-manifest.json',
      leaderboard: '/mfe/leaderboard/mf-manifest.json',
      admin: 'https://cdn.example.com/admin/mf-manifest.json',
      assistant: '/mfe/assistant/mf-manifest.json',
    });
  });
});

describe('the shell page', () => {
  it('carries the remotes manifest inline, the same as /remotes.json, on every route of the shell', async () => {
    const expected = await (await get('/remotes.json')).json();
    for (const path of ['/', '/index.html', '/scorecard', '/tournament/abc-123/team-select']) {
      const html = await (await get(path)).text();
      const inline = /<script id="fairway-remotes" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
      expect([path, inline && JSON.parse(inline)]).toEqual([path, expected]);
      expect(expected.admin).toBe('https://cdn.example.com/admin/mf-manifest.json');
    }
  });

  it('revalidates the page and answers 304 when it has not changed', async () => {
    const first = await get('/scorecard');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch adds Cache-Control: no-cache (a forced reload) to a request with If-None-Match unless told otherwise.
    const again = await get('/scorecard', { headers: { 'If-None-Match': /** @type {string} */ (etag), 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });

  it("leaves a remote's own page alone", async () => {
    expect(await (await get('/mfe/leaderboard/tv/1')).text()).not.toContain('fairway-remotes');
  });
});

describe('/runtime-config.json', () => {
  it('points the browser at the Auth emulator behind this origin by default, never cached', async () => {
    const response = await get('/runtime-config.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ firebase: { apiKey: 'demo-fairway-key', projectId: 'demo-fairway' }, useAuthEmulator: true });
  });

  it("carries a real project's web config when its API key is given", () => {
    const env = readStackEnv({ FIREBASE_API_KEY: 'AIza-key', FIREBASE_AUTH_DOMAIN: 'club.firebaseapp.com', FIREBASE_PROJECT_ID: 'club' });
    expect(buildRuntimeConfig({ firebase: stackOptionsFromEnv(env).firebaseWebConfig })).toEqual({
      firebase: { apiKey: 'AIza-key', authDomain: 'club.firebaseapp.com', projectId: 'club' },
      useAuthEmulator: false,
    });
    expect(stackOptionsFromEnv(readStackEnv({})).firebaseWebConfig).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a content security policy that fits the app and plain HTTP on the LAN', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/img-src [^;]*data:/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("allows the apps' inline head scripts by the hashes their builds wrote, and no other inline script", async () => {
    const scriptSrc = /script-src ([^;]*)/.exec((await get('/scorecard')).headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    for (const name of ['shell', ...remoteNames]) expect(scriptSrc).toContain(fixtureScriptHash(name));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe('/api proxy', () => {
  it('forwards method, path, query, body and status', async () => {
    apiRequests.length = 0;
    const response = await get('/api/teams?tournamentId=7', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Birdie Hunters' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('api');
    expect(await response.json()).toEqual({ echoed: 'POST' });
    expect(apiRequests).toHaveLength(1);
    expect(apiRequests[0]).toMatchObject({ method: 'POST', url: '/api/teams?tournamentId=7', body: '{"name":"Birdie Hunters"}' });
    expect(apiRequests[0]?.headers['x-forwarded-for']).toBeDefined();
  });

  it("compresses the API's JSON when the browser takes it, and leaves an answer already gzipped as it is", async () => {
    const { request } = await import('node:http');
    /** @param {string} path @returns {Promise<{ headers: import('node:http').IncomingHttpHeaders, body: Buffer }>} */
    const raw = (path) =>
      new Promise((resolve, reject) => {
        request(`${gateway.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, async (res) => {
          const chunks = [];
          for await (const chunk of res) chunks.push(chunk);
          resolve({ headers: res.headers, body: Buffer.concat(chunks) });
        })
          .on('error', reject)
          .end();
      });
    for (const path of ['/api/tournaments', '/api/leaderboard/1']) {
      const { headers, body } = await raw(path);
      expect([path, headers['content-encoding']]).toEqual([path, 'gzip']);
      expect(JSON.parse(gunzipSync(body).toString())).toEqual(bigList);
    }
  });

  it("forwards the client's X-Request-Id unchanged, and none when the client sent none (the API makes one)", async () => {
    apiRequests.length = 0;
    await get('/api/teams', { headers: { 'X-Request-Id': 'phone-4f2a' } });
    await get('/api/teams');
    expect(apiRequests.map((request) => request.headers['x-request-id'])).toEqual(['phone-4f2a', undefined]);
  });

  it('passes error statuses through unchanged', async () => {
    const response = await get('/api/missing', { method: 'DELETE' });
    expect(response.status).toBe(404);
  });

  it('leaves paths that only start with "api" to the shell', async () => {
    apiRequests.length = 0;
    expect(await (await get('/apiary')).text()).toContain('shell app');
    expect(apiRequests).toHaveLength(0);
  });
});

describe('Firebase Auth emulator proxy', () => {
  it.each([
    ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-key'],
    ['POST', '/securetoken.googleapis.com/v1/token?key=fake-key'],
  ])('sends the identity call %s %s to the API (its local identity service), path intact', async (method, path) => {
    apiRequests.length = 0;
    const response = await get(path, { method, body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(201);
    expect(apiRequests.map((request) => `${request.method} ${request.url}`)).toEqual([`${method} ${path}`]);
  });

  it.each([['/emulator/auth/handler?providerId=google.com'], ['/emulator/action?mode=verifyEmail&oobCode=x&apiKey=k']])(
    'forwards the page GET %s to the emulator with its path intact',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(`emulator saw GET ${path}`);
    },
  );

  it.each([
    ['/emulator/v1/projects/demo-fairway/oobCodes'],
    ['/emulator/v1/projects/demo-fairway/accounts'],
    ['/www.googleapis.com/identitytoolkit/v3/relyingparty/getProjectConfig'],
  ])("never lets a caller reach the emulator's admin paths: %s", async (path) => {
    for (const method of ['GET', 'DELETE']) {
      const response = await get(path, { method });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('emulator saw');
    }
  });

  it("keeps the emulator's own headers on its pages (no app policy blocking its inline scripts)", async () => {
    const response = await get('/emulator/auth/handler');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
