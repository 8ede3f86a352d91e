import { healthResponse } from './health.schema';

describe('healthResponse', () => {
  it('accepts the healthy reply only', () => {
    expect(healthResponse.parse({ status: 'ok', database: 'up' })).toEqual({ status: 'ok', database: 'up' });
    expect(healthResponse.safeParse({ status: 'ok', database: 'down' }).success).toBe(false);
    expect(healthResponse.safeParse({ status: 'degraded', database: 'up' }).success).toBe(false);
  });
});
