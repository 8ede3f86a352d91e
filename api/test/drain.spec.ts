import { setTimeout as sleep } from 'node:timers/promises';
import { startApi } from '../src/start-api';
import { freePort } from './support/free-port';
import { type ConnectionOutcome, requestOnFreshConnection } from './support/fresh-connection';
import { testConfig } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const DRAIN_DELAY_MS = 300;
const CLIENTS = 4;

describe('draining the API (SIGTERM): every connection answered, or refused at connect', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const start = async () =>
    startApi(testConfig(database.url, { PORT: String(await freePort()), HOST: '127.0.0.1', DRAIN_DELAY_MS: String(DRAIN_DELAY_MS), LOG_LEVEL: 'error' }));
  const portOf = (url: string) => Number(new URL(url).port);

  it('answers a request sent on a connection it accepted before it stopped accepting, then refuses new ones', async () => {
    const api = await start();
    const port = portOf(api.url);
    // Connected now, its request sent only once the API has stopped accepting: as nginx's request does when
    // the stop falls between the connection and the bytes of its request.
    const early = requestOnFreshConnection({ port, path: '/api/health/live', sendAfterMs: DRAIN_DELAY_MS + 300 });
    await sleep(50);
    const closed = api.close();
    await sleep(DRAIN_DELAY_MS + 100);
    const late = await requestOnFreshConnection({ port, path: '/api/health/live' });

    expect(await early).toBe(200);
    expect(late).toBe('refused');
    await expect(closed).resolves.toBe(true);
  });

  it('lets no connection opened during a drain be cut after connecting', async () => {
    const api = await start();
    const port = portOf(api.url);
    const seen: ConnectionOutcome[] = [];
    let draining = true;
    const closed = api.close().finally(() => (draining = false));
    // Clients opening a new connection for each request, one after the other, from the signal until the
    // process would exit: reads and writes alike.
    const client = async (method: 'GET' | 'POST') => {
      while (draining) seen.push(await requestOnFreshConnection({ port, method, path: method === 'GET' ? '/api/health/live' : '/api/scores' }));
    };
    await Promise.all([...Array.from({ length: CLIENTS }, (_, index) => client(index % 2 === 0 ? 'GET' : 'POST')), closed]);
    const count = (kind: (outcome: ConnectionOutcome) => boolean) => seen.filter(kind).length;
    expect(count((outcome) => typeof outcome === 'number')).toBeGreaterThan(20);
    expect(count((outcome) => outcome === 'refused')).toBeGreaterThan(0);
    expect(seen.filter((outcome) => outcome === 'cut' || outcome === 'hung' || (typeof outcome === 'number' && outcome >= 500))).toEqual([]);
  });
});
