import { afterEach, describe, expect, it } from '@jest/globals';
import { startUpstream, writeFixtureDists } from '../testing/fixtures.mjs';
import { startGateway } from './gateway-server.mjs';

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** @param {{ apiUrl: string, authEmulatorUrl?: string }} upstreams */
async function gatewayFor(upstreams) {
  const dists = await writeFixtureDists(['leaderboard']);
  cleanups.push(dists.remove);
  const gateway = await startGateway({ ...upstreams, distRoots: dists.distRoots });
  cleanups.push(gateway.close);
  return gateway;
}

/** @returns {{ promise: Promise<void>, resolve: () => void }} */
function signal() {
  /** @type {() => void} */
  let resolve = () => {};
  const promise = new Promise((done) => (resolve = () => done(undefined)));
  return { promise, resolve };
}

/**
 * @param {ReadableStreamDefaultReader<Uint8Array>} reader
 * @param {string} expected
 */
async function readUntil(reader, expected) {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(expected)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before "${expected}"; got: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

describe('event streams through /api', () => {
  it('delivers each event as it is sent, before the upstream ends, uncompressed', async () => {
    const releaseSecond = signal();
    const upstreamClosed = signal();
    const upstream = await startUpstream(async (_req, res) => {
      res.on('close', upstreamClosed.resolve);
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write('event: score\ndata: {"hole":1}\n\n');
      await releaseSecond.promise;
      res.write('event: score\ndata: {"hole":2}\n\n');
    });
    cleanups.push(upstream.close);
    const gateway = await gatewayFor({ apiUrl: upstream.url });

    const abort = new AbortController();
    const response = await fetch(`${gateway.url}/api/tournaments/1/live`, {
      headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip' },
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).getReader();
    expect(await readUntil(reader, '"hole":1')).not.toContain('"hole":2');

    releaseSecond.resolve();
    expect(await readUntil(reader, '"hole":2')).toContain('data: {"hole":2}');

    abort.abort();
    await expect(upstreamClosed.promise).resolves.toBeUndefined();
  });

  it("closes the browser's stream when the API goes away in the middle of it", async () => {
    const upstream = await startUpstream(async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write('event: score\ndata: {"hole":1}\n\n');
      setTimeout(() => res.socket?.destroy(), 50);
    });
    cleanups.push(upstream.close);
    const gateway = await gatewayFor({ apiUrl: upstream.url });

    const response = await fetch(`${gateway.url}/api/tournaments/1/live`, { headers: { Accept: 'text/event-stream' } });
    const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).getReader();
    await readUntil(reader, '"hole":1');
    await expect(readUntil(reader, 'never sent')).rejects.toThrow();
  });
});

describe('API requests through /api', () => {
  it("keeps the browser's connection and the connection to the API open between requests", async () => {
    let apiConnections = 0;
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status":"ok"}');
    });
    upstream.server.on('connection', () => (apiConnections += 1));
    cleanups.push(upstream.close);
    const gateway = await gatewayFor({ apiUrl: upstream.url });

    const replies = [];
    for (let request = 0; request < 5; request += 1) replies.push(await fetch(`${gateway.url}/api/health`));

    expect(replies.map((reply) => reply.headers.get('connection'))).toEqual(Array(5).fill('keep-alive'));
    await Promise.all(replies.map((reply) => reply.text()));
    expect(apiConnections).toBe(1);
  });
});

describe('unreachable upstreams', () => {
  it('answers 503 with Retry-After and a JSON error while the API refuses connections (stopped or restarting)', async () => {
    const stopped = await startUpstream(() => {});
    await stopped.close();
    const gateway = await gatewayFor({ apiUrl: stopped.url });
    const response = await fetch(`${gateway.url}/api/health`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  });

  it('answers 502 when the API drops the connection without an answer', async () => {
    const dropping = await startUpstream((req) => req.socket.destroy());
    cleanups.push(dropping.close);
    const gateway = await gatewayFor({ apiUrl: dropping.url });
    const response = await fetch(`${gateway.url}/api/health`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
  });

  it("does not route the emulator's pages anywhere when no emulator is configured; identity calls still reach the API", async () => {
    const api = await startUpstream((_req, res) => res.end('api'));
    cleanups.push(api.close);
    const gateway = await gatewayFor({ apiUrl: api.url });
    expect((await fetch(`${gateway.url}/emulator/auth/handler`)).status).toBe(404);
    // With a real Firebase project the API has no local identity service and answers these 404 itself.
    const response = await fetch(`${gateway.url}/identitytoolkit.googleapis.com/v1/accounts:signUp`, { method: 'POST', body: '{}' });
    expect(await response.text()).toBe('api');
  });
});
