import type { Contest, ContestEntryInput, ContestsResponse } from '@fairway/contracts/contest';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { applyLiveEvent } from '../live/apply-live-event';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { useContests } from './get-contests';
import { useEnterContestEntry } from './use-enter-contest-entry';

const contest = (leaderFeet: number | null) =>
  ({
    id: 'c1',
    hole: 7,
    title: 'Closest to the Pin',
    leaders: [{ division: 'Open', entry: leaderFeet === null ? null : { feet: leaderFeet } }],
  }) as unknown as Contest;

const entry: ContestEntryInput = { entryId: 'e1', teamId: 'team-1', playerId: 'p1', division: 'Open', feet: 3, inches: 1, yards: null, witnesses: [] };

describe('contests', () => {
  it('takes a live contests event into the list the pages read, without a refetch', async () => {
    const client = new QueryClient();
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, [contest(null)]));
    const { result } = renderHook(() => useContests('t1'), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.data).toEqual([contest(null)]));
    expect(requestOf(fetch).url).toBe('/api/tournaments/t1/contests');
    act(() =>
      applyLiveEvent(client, { type: 'contests', id: 1, tournamentId: 't1', data: { tournamentId: 't1', contests: [contest(4)] as ContestsResponse } }),
    );
    await waitFor(() => expect(result.current.data).toEqual([contest(4)]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('posts a player’s own entry and reads the leaders again', async () => {
    const client = new QueryClient();
    const fetch = mockFetch().mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? fakeResponse(201, { entry: {}, leads: false, contest: contest(null) }) : fakeResponse(200, [contest(null)]),
    );
    const { result } = renderHook(() => ({ list: useContests('t1'), enter: useEnterContestEntry() }), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() => result.current.enter.mutateAsync({ tournamentId: 't1', contestId: 'c1', entry }));
    const post = requestOf(fetch, 1);
    expect(post.url).toBe('/api/contests/c1/entries');
    expect(JSON.parse(String(post.init.body))).toEqual(entry);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });

  it('says the measurement failed and why', async () => {
    mockFetch().mockResolvedValue(fakeResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Only a member of that team can enter its measurement' }));
    const { result } = renderHook(() => useEnterContestEntry(), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync({ tournamentId: 't1', contestId: 'c1', entry }).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe('Failed to record the measurement: Only a member of that team can enter its measurement'));
  });
});
