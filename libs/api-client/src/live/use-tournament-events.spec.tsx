import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { LeaderboardResponse } from '@fairway/contracts';
import type { ActivityResponse, LiveEvent } from '@fairway/contracts/live-event';
import { createQueryClient } from '../query/create-query-client';
import { queryKeys } from '../query/query-keys';
import { FakeEventSource } from '../testing/fake-event-source';
import { fakeResponse, mockFetch } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleActivity, sampleBoard, sampleBoardRow, sampleTournament } from '../testing/sample-data';
import { tournamentQueryOptions } from '../tournaments/get-tournament';
import { useLeaderboard } from '../leaderboard/get-leaderboard';
import { retryDelay } from './live-stream-connection';
import { useTournamentEvents } from './use-tournament-events';

const tournament = sampleTournament();
const id = tournament.id;

function setup(pollIntervalMs = 15_000) {
  const client = createQueryClient();
  const onEvent = jest.fn<(event: LiveEvent) => void>();
  const hook = renderHook(() => useTournamentEvents(id, { pollIntervalMs, onEvent }), { wrapper: queryWrapper(client) });
  return { client, onEvent, hook };
}

describe('useTournamentEvents', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => jest.useRealTimers());

  it('writes each event under the keys the pages read, without fetching', () => {
    const fetch = mockFetch();
    const { client, onEvent, hook } = setup();
    client.setQueryData(queryKeys.todaysLeaderboard(), sampleBoard());
    client.setQueryData(queryKeys.activity(id), [sampleActivity()]);
    client.setQueryData(tournamentQueryOptions(id).queryKey, tournament);
    const source = FakeEventSource.latest();
    expect(source.url).toBe(`/api/tournaments/${id}/events`);
    act(() => source.open());
    expect(hook.result.current).toBe('live');

    const board = sampleBoard({ rows: [sampleBoardRow({ teamName: 'Fresh Leaders' })] });
    const item = sampleActivity({ id: '00000000-0000-4000-8000-0000000000c2', title: 'Eagle on hole 9', kind: 'eagle' });
    act(() => {
      source.push({ type: 'leaderboard', id: 7, tournamentId: id, data: board });
      source.push({ type: 'activity', id: 8, tournamentId: id, data: item });
      source.push({
        type: 'charity',
        id: 9,
        tournamentId: id,
        data: { tournamentId: id, charityName: 'Junior Golf Foundation', charityRaised: 2600, charityGoal: 5000, percent: 52, milestonesCrossed: [2500] },
      });
      source.push({ type: 'hole-scores', id: 10, tournamentId: id, data: { tournamentId: id, teamId: board.rows[0]!.teamId, hole: 4, scores: [] } });
    });

    expect(client.getQueryData<LeaderboardResponse>(queryKeys.leaderboard(id))?.rows[0]?.teamName).toBe('Fresh Leaders');
    expect(client.getQueryData<LeaderboardResponse>(queryKeys.todaysLeaderboard())?.rows[0]?.teamName).toBe('Fresh Leaders');
    expect(client.getQueryData<ActivityResponse>(queryKeys.activity(id))?.map((entry) => entry.title)).toEqual(['Eagle on hole 9', 'Birdie on hole 4']);
    expect(client.getQueryData(tournamentQueryOptions(id).queryKey)).toMatchObject({ charityRaised: 2600 });
    expect(client.getQueryData(queryKeys.holeScores(id, board.rows[0]!.teamId, 4))).toEqual([]);
    expect(onEvent).toHaveBeenCalledTimes(4);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reconnects after an error, resuming after the last event id', () => {
    jest.useFakeTimers();
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, sampleBoard()));
    const { hook } = setup(15_000);
    const first = FakeEventSource.latest();
    act(() => {
      first.open();
      first.push({ type: 'leaderboard', id: 41, tournamentId: id, data: sampleBoard() });
      first.fail();
    });
    expect(first.closed).toBe(true);
    expect(hook.result.current).toBe('reconnecting');

    act(() => jest.advanceTimersByTime(1_300));
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.url).toBe(`/api/tournaments/${id}/events?lastEventId=41`);
    act(() => second.open());
    expect(hook.result.current).toBe('live');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('polls the board the page shows every interval while the stream is down, and stops once it is back', async () => {
    jest.useFakeTimers();
    const fetch = mockFetch().mockImplementation(async () => fakeResponse(200, sampleBoard()));
    const client = createQueryClient();
    const hook = renderHook(
      () => {
        useLeaderboard(id);
        return useTournamentEvents(id, { pollIntervalMs: 30_000 });
      },
      { wrapper: queryWrapper(client) },
    );
    await act(async () => jest.advanceTimersByTimeAsync(10));
    const initialReads = fetch.mock.calls.length;
    act(() => FakeEventSource.latest().fail());
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(fetch.mock.calls.length).toBeGreaterThan(initialReads);
    expect(fetch.mock.calls.at(-1)?.[0]).toBe(`/api/leaderboard/${id}`);

    act(() => FakeEventSource.latest().open());
    expect(hook.result.current).toBe('live');
    const readsWhenLive = fetch.mock.calls.length;
    await act(async () => jest.advanceTimersByTimeAsync(90_000));
    expect(fetch.mock.calls.length).toBe(readsWhenLive);
  });

  it('takes a stream silent for three heartbeats as dead and opens it again, at the interval the stream announced', () => {
    jest.useFakeTimers();
    mockFetch().mockResolvedValue(fakeResponse(200, sampleBoard()));
    const { hook } = setup();
    const first = FakeEventSource.latest();
    act(() => {
      first.open();
      first.message('heartbeat', { seconds: 20 });
    });
    act(() => jest.advanceTimersByTime(50_000));
    act(() => first.message('heartbeat', { seconds: 20 }));
    act(() => jest.advanceTimersByTime(59_000));
    expect(first.closed).toBe(false);
    expect(hook.result.current).toBe('live');

    act(() => jest.advanceTimersByTime(1_500));
    expect(first.closed).toBe(true);
    expect(hook.result.current).toBe('reconnecting');
    act(() => jest.advanceTimersByTime(1_300));
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    act(() => second.open());
    expect(hook.result.current).toBe('live');
  });

  it('counts any event as a sign of life', () => {
    jest.useFakeTimers();
    const { hook } = setup();
    const source = FakeEventSource.latest();
    act(() => source.open());
    for (let minute = 0; minute < 5; minute += 1) {
      act(() => jest.advanceTimersByTime(40_000));
      act(() => source.push({ type: 'leaderboard', id: minute + 1, tournamentId: id, data: sampleBoard() }));
    }
    expect(source.closed).toBe(false);
    expect(hook.result.current).toBe('live');
  });

  it('backs off 1 s, 2 s, 4 s ... up to 30 s with a little jitter', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelay(attempt, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000, 30_000]);
    expect(retryDelay(0, () => 0.99)).toBeLessThanOrEqual(1_200);
  });
});
