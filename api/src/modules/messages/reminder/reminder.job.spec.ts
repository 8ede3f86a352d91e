import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { ReminderJob } from './reminder.job';
import type { ReminderService } from './reminder.service';

const job = (sendDue: () => Promise<number>) => new ReminderJob({ sendDue } as unknown as ReminderService);

describe('ReminderJob', () => {
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
