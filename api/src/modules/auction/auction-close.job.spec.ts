import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { AuctionCloseJob } from './auction-close.job';
import type { AuctionSettlementService } from './auction-settlement.service';

function job(settleDue: () => Promise<number>) {
  return new AuctionCloseJob({ settleDue } as unknown as AuctionSettlementService);
}

describe('AuctionCloseJob', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs one round at a time: a tick while one runs joins it', async () => {
    let finish: () => void = () => {};
    const settleDue = jest.fn(() => (settleDue.mock.calls.length > 1 ? Promise.resolve(0) : new Promise<number>((resolve) => (finish = () => resolve(1)))));
    const closer = job(settleDue);
    const first = closer.tick();
    const second = closer.tick();
    expect(settleDue).toHaveBeenCalledTimes(1);
    finish();
    await Promise.all([first, second]);
    await closer.tick();
    expect(settleDue).toHaveBeenCalledTimes(2);
  });

  it('settles every second once the app has started, and stops before shutdown', async () => {
    jest.useFakeTimers();
    const settleDue = jest.fn(async () => 0);
    const closer = job(settleDue);
    closer.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(settleDue).toHaveBeenCalledTimes(3);
    await closer.beforeApplicationShutdown();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(settleDue).toHaveBeenCalledTimes(3);
  });

  it('says a failing round once, not every second', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const closer = job(async () => {
      throw new Error('database away');
    });
    await closer.tick();
    await closer.tick();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
