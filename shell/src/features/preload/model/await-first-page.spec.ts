import { jest } from '@jest/globals';
import { awaitFirstPage } from './await-first-page';

describe('awaitFirstPage', () => {
  afterEach(() => jest.useRealTimers());

  it("waits for the URL's remote page and settles as soon as it has loaded", async () => {
    const preload = jest.fn(async () => undefined);
    await awaitFirstPage('/tournament/t-1/team-select', preload, 60_000);
    expect(preload).toHaveBeenCalledWith('scoring', 'TeamSelectPage');
  });

  it('gives up waiting after the wait, so a first visit on a weak signal still paints the shell', async () => {
    jest.useFakeTimers();
    let settled = false;
    void awaitFirstPage('/leaderboard', () => new Promise(() => undefined), 600).then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(599);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it("waits for a page of the shell's own that is a chunk of its own, and not for a failed one", async () => {
    const preload = jest.fn(async () => undefined);
    const loadHome = jest.fn(async () => undefined);
    await awaitFirstPage('/', preload, 60_000, undefined, { '/': loadHome });
    expect(loadHome).toHaveBeenCalledTimes(1);
    await expect(awaitFirstPage('/', preload, 60_000, undefined, { '/': async () => Promise.reject(new Error('offline')) })).resolves.toBeUndefined();
    expect(preload).not.toHaveBeenCalled();
  });

  it("does not wait on a page of the shell's own without a loader", async () => {
    const preload = jest.fn(async () => undefined);
    await awaitFirstPage('/', preload);
    await awaitFirstPage('/no/such/page', preload);
    expect(preload).not.toHaveBeenCalled();
  });

  it("waits for the page's prefetched reads too, within the same wait", async () => {
    jest.useFakeTimers();
    let answered: () => void = () => undefined;
    const reads = new Promise<void>((resolve) => {
      answered = resolve;
    });
    let settled = false;
    void awaitFirstPage(
      '/leaderboard',
      async () => undefined,
      600,
      undefined,
      {},
      () => reads,
    ).then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(100);
    expect(settled).toBe(false);
    answered();
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);

    settled = false;
    void awaitFirstPage(
      '/leaderboard',
      async () => undefined,
      600,
      undefined,
      {},
      () => new Promise(() => undefined),
    ).then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(600);
    expect(settled).toBe(true);
  });
});
