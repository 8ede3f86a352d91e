import { firstWorkMs, renewAheadMs, sdkLoadDelayMs } from './sdk-load-delay';

describe('sdkLoadDelayMs', () => {
  const now = 1_000_000;

  it('waits until a few minutes before the stored token runs out', () => {
    expect(sdkLoadDelayMs(now + 60 * 60_000, now)).toBe(60 * 60_000 - renewAheadMs);
  });

  it('never loads before the first work, even for a token about to run out', () => {
    expect(sdkLoadDelayMs(now + renewAheadMs, now)).toBe(firstWorkMs);
    expect(sdkLoadDelayMs(now - 1, now)).toBe(firstWorkMs);
  });
});
