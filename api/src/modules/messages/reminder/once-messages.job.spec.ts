import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { ResultsService } from '../results/results.service';
import { OnceMessagesJob } from './once-messages.job';
import type { ReminderService } from './reminder.service';

const job = (sendDue: () => Promise<number>, sendMissed: () => Promise<number> = async () => 0) =>
  new OnceMessagesJob({ sendDue } as unknown as ReminderService, { sendMissed } as unknown as ResultsService);

describe('OnceMessagesJob', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs one round at a time: a tick while one runs joins it', async () => {
    let finish: () => void = () => {};
    const sendDue = jest.fn(() => (sendDue.mock.calls.length > 1 ? Promise.resolve(0) : new Promise<number>((resolve) => (finish = () => resolve(1)))));
    const reminders = job(sendDue);
    const first = reminders.tick();
    const second = reminders.tick();
    expect(sendDue).toHaveBeenCalledTimes(1);
    finish();
    await Promise.all([first, second]);
    await reminders.tick();
    expect(sendDue).toHaveBeenCalledTimes(2);
  });

  it('looks every half minute once the app has started, and stops before shutdown', async () => {
    jest.useFakeTimers();
    const sendDue = jest.fn(async () => 0);
    const reminders = job(sendDue);
    reminders.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(90_000);
    expect(sendDue).toHaveBeenCalledTimes(3);
    await reminders.beforeApplicationShutdown();
    await jest.advanceTimersByTimeAsync(90_000);
    expect(sendDue).toHaveBeenCalledTimes(3);
  });

  it('looks for missed results after the due reminders, in the same round', async () => {
    const order: string[] = [];
    await job(
      async () => (order.push('reminders'), 0),
      async () => (order.push('results'), 0),
    ).tick();
    expect(order).toEqual(['reminders', 'results']);
  });

  it('says a failing round once, not every time', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const reminders = job(async () => {
      throw new Error('database away');
    });
    await reminders.tick();
    await reminders.tick();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
