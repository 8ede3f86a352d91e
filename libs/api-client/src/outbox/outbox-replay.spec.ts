import { jest } from '@jest/globals';
import { startOutboxReplay } from './outbox-replay';

describe('startOutboxReplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('replays at once, on the online event, when the page becomes visible and on the timer, until stopped', () => {
    const outbox = { flush: jest.fn(async (): Promise<void> => undefined) };
    const stop = startOutboxReplay(outbox, 4000);
    expect(outbox.flush).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    expect(outbox.flush).toHaveBeenCalledTimes(2);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(outbox.flush).toHaveBeenCalledTimes(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(outbox.flush).toHaveBeenCalledTimes(3);

    jest.advanceTimersByTime(4000);
    expect(outbox.flush).toHaveBeenCalledTimes(4);

    stop();
    window.dispatchEvent(new Event('online'));
    jest.advanceTimersByTime(8000);
    expect(outbox.flush).toHaveBeenCalledTimes(4);
  });
});
