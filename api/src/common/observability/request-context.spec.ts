import { currentRequestId, requestIdFrom, withRequestId } from './request-context';

describe('request ids', () => {
  it('keeps a plain incoming id and replaces anything else with a new one', () => {
    expect(requestIdFrom('lb-7f3a:42')).toBe('lb-7f3a:42');
    for (const bad of ['', 'has space', 'x'.repeat(129), 'line\nbreak', '<script>']) expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });

  it('is known to everything the request runs, and only there', async () => {
    const seen = await withRequestId('abc', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe('abc');
    expect(currentRequestId()).toBeUndefined();
  });
});
