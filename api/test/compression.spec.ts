import { request as httpRequest, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { appWithFixtures } from './support/fixtures';

/** A raw HTTP GET (no client that decodes for us), resolving once the headers are in. */
function get(url: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, resolve).on('error', reject).end();
  });
}

async function body(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('compressed replies', () => {
  const suite = appWithFixtures();
  let baseUrl: string;

  beforeAll(async () => {
    await suite.testApp.app.listen(0, '127.0.0.1');
    baseUrl = await suite.testApp.app.getUrl();
    for (let index = 0; index < 12; index += 1) {
      await suite.setup.tournament({ adminUserId: 'compression-admin', name: `Compression Classic ${index}` });
    }
  });

  it('gzips a JSON list when the client takes gzip, and sends it plain when it does not', async () => {
    const zipped = await get(`${baseUrl}/api/tournaments`, { 'accept-encoding': 'gzip' });
    const zippedBody = await body(zipped);
    const plain = await get(`${baseUrl}/api/tournaments`, { 'accept-encoding': 'identity' });
    const plainBody = await body(plain);

    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zippedBody).toString()).toBe(plainBody.toString());
    expect(zippedBody.length).toBeLessThan(plainBody.length / 3);
    expect(JSON.parse(plainBody.toString())).toHaveLength(12);
  });

  it('answers brotli to a client that takes only brotli', async () => {
    const response = await get(`${baseUrl}/api/tournaments`, { 'accept-encoding': 'br' });
    await body(response);

    expect(response.headers['content-encoding']).toBe('br');
  });

  it('leaves a small reply plain: compressing it would not pay', async () => {
    const response = await get(`${baseUrl}/api/health`, { 'accept-encoding': 'gzip' });
    const text = (await body(response)).toString();

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(text)).toEqual({ status: 'ok', database: 'up' });
  });

  it('sends the pre-gzipped board once, not gzipped twice', async () => {
    const tournament = await suite.setup.tournament({ adminUserId: 'compression-admin', name: 'Board Open' });
    const response = await get(`${baseUrl}/api/leaderboard/${tournament.id}`, { 'accept-encoding': 'gzip' });
    const board = JSON.parse(gunzipSync(await body(response)).toString()) as { tournamentId?: string };

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.stringify(board)).toContain(tournament.id);
  });

  it('never compresses an event stream: its first message arrives while the stream stays open', async () => {
    const tournament = await suite.setup.tournament({ adminUserId: 'compression-admin', name: 'Stream Open' });
    const response = await get(`${baseUrl}/api/tournaments/${tournament.id}/events`, { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' });
    let received = '';
    await new Promise<void>((resolve) =>
      response.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        if (received.includes('event: leaderboard')) resolve();
      }),
    );
    const ended = response.complete;
    response.destroy();

    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(received).toContain('retry: 3000');
    expect(ended).toBe(false);
  });
});
