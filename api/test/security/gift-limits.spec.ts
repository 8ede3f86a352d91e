// Guests give without an account, so their donations and pledges are limited by address (real limits, scale 1).
import { errorBody } from '@fairway/contracts';
import request from 'supertest';
import { limitMessages } from '../../src/common/limits/write-limits';
import { fixtures } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

describe("write limits on guests' gifts", () => {
  let testApp: TestApp;
  let tournamentId: string;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { WRITE_LIMIT_SCALE: '1' } });
    tournamentId = (await fixtures(testApp.app).tournament({ adminUserId: 'organiser-uid' })).id;
  });
  afterAll(() => testApp?.close());

  const give = (ip: string, path: 'donations' | 'birdie-pledges') =>
    request(testApp.http)
      .post(`/api/tournaments/${tournamentId}/${path}`)
      .set('X-Forwarded-For', ip)
      .send(path === 'donations' ? { amount: 5, anonymous: true } : { anonymous: true, amountPerBirdie: 1 });

  it('takes 10 gifts in 10 minutes from one visitor, then answers 429 with Retry-After; another visitor still gives', async () => {
    for (let gift = 0; gift < 10; gift += 1) await give('198.51.100.7', 'donations').expect(201);
    const limited = await give('198.51.100.7', 'donations');
    expect(limited.status).toBe(429);
    expect(errorBody.parse(limited.body)).toMatchObject({ message: limitMessages.tooManyGifts, code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await give('198.51.100.8', 'donations').expect(201);
    await give('198.51.100.8', 'birdie-pledges').expect(201);
  });
});
