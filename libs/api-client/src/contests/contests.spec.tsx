import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Contest } from '@fairway/contracts/contest';
import { contestMessages } from '@fairway/contracts/contest';
import { createQueryClient } from '../query/create-query-client';
import { awardsAdminKey, contestAdminKey, queryKeys } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleContestEntry, sampleContestInput } from '../testing/sample-data';
import { applyLiveEvent } from '../live/apply-live-event';
import { useContestEntries } from './get-contest-entries';
import { useContests } from './get-contests';
import { useCreateContest } from './use-create-contest';
import { useCreateStation } from './use-create-station';
import { useRevokeStation } from './use-revoke-station';
import { useVoidEntry } from './use-void-entry';

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const contestId = '11111111-1111-4111-8111-111111111111';
const stationId = '22222222-2222-4222-8222-222222222222';
const entryId = '33333333-3333-4333-8333-333333333333';
const teamId = '44444444-4444-4444-8444-444444444444';

const input = sampleContestInput({ prize: 'Driver' });
const contest: Contest = { ...input, id: contestId, tournamentId, title: 'Closest to the Pin', leaders: [{ division: 'Open', entry: null }] };
const entry = sampleContestEntry({
  id: entryId,
  contestId,
  teamId,
  teamName: 'Eagles',
  playerId: null,
  playerName: null,
  createdAt: '2026-11-21T10:00:00.000Z',
});

/** A write beside reads of the keys it should make stale, counting each key's reads. */
function renderWithReads<T>(keys: ReadonlyArray<readonly unknown[]>, write: () => T) {
  const reads = keys.map(() => 0);
  const { result } = renderHook(
    () => ({
      lists: keys.map((queryKey, index) => useQuery({ queryKey, queryFn: async () => ++reads[index]! })),
      write: write(),
    }),
    { wrapper: queryWrapper(createQueryClient()) },
  );
  return { result, reads: () => [...reads] };
}

describe('contest reads', () => {
  it('useContests reads the tournament’s contests under the key the live stream writes', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, [contest]));
    const { result } = renderHook(() => useContests(tournamentId), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toEqual([contest]));
    expect(requestOf(fetch).url).toBe(`/api/tournaments/${tournamentId}/contests`);
  });

  it('useContestEntries reads the organiser’s entry list as the API wrote it', async () => {
    mockFetch().mockResolvedValueOnce(fakeResponse(200, [entry]));
    const { result } = renderHook(() => useContestEntries(contestId), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toEqual([entry]));
  });
});

describe('contest writes', () => {
  it('useCreateContest posts the contest and reads the contests and the award list again', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(201, contest));
    const view = renderWithReads([queryKeys.contests(tournamentId), awardsAdminKey(tournamentId, 'list')], () => useCreateContest(tournamentId));
    await waitFor(() => expect(view.reads()).toEqual([1, 1]));
    await act(() => view.result.current.write.mutateAsync(input));
    expect(requestOf(fetch).url).toBe(`/api/tournaments/${tournamentId}/contests`);
    expect(JSON.parse(String(requestOf(fetch).init.body))).toEqual(input);
    expect(view.reads()).toEqual([2, 2]);
  });

  it('useCreateStation answers the token once and reads the station list again; revoking deletes the link', async () => {
    const created = { id: stationId, contestId, label: 'Hole 7 volunteer', createdAt: entry.createdAt, revokedAt: null, token: 'secret-token' };
    const fetch = mockFetch().mockResolvedValueOnce(fakeResponse(201, created)).mockResolvedValueOnce(fakeResponse(204));
    const view = renderWithReads([contestAdminKey(contestId, 'stations')], () => ({
      create: useCreateStation(contestId),
      revoke: useRevokeStation(contestId),
    }));
    await waitFor(() => expect(view.reads()).toEqual([1]));
    let answer: unknown;
    await act(async () => {
      answer = await view.result.current.write.create.mutateAsync('Hole 7 volunteer');
    });
    expect(answer).toMatchObject({ token: 'secret-token' });
    expect(JSON.parse(String(requestOf(fetch).init.body))).toEqual({ label: 'Hole 7 volunteer' });
    expect(view.reads()).toEqual([2]);
    await act(() => view.result.current.write.revoke.mutateAsync(stationId));
    expect(requestOf(fetch, 1)).toMatchObject({ url: `/api/contests/${contestId}/stations/${stationId}`, init: { method: 'DELETE' } });
    expect(view.reads()).toEqual([3]);
  });

  it('useVoidEntry voids the entry and reads entries, trail, leaders and awards again; a failure says what failed', async () => {
    const fetch = mockFetch()
      .mockResolvedValueOnce(fakeResponse(200, { entry: { ...entry, voided: true }, leads: false, contest }))
      .mockResolvedValueOnce(fakeResponse(404, { statusCode: 404, error: 'Not Found', message: 'Entry not found' }));
    const keys = [
      contestAdminKey(contestId, 'entries'),
      contestAdminKey(contestId, 'audit'),
      queryKeys.contests(tournamentId),
      awardsAdminKey(tournamentId, 'list'),
    ];
    const view = renderWithReads(keys, () => useVoidEntry(tournamentId, contestId));
    await waitFor(() => expect(view.reads()).toEqual([1, 1, 1, 1]));
    await act(() => view.result.current.write.mutateAsync(entryId));
    expect(requestOf(fetch)).toMatchObject({ url: `/api/contests/${contestId}/entries/${entryId}/void`, init: { method: 'POST' } });
    expect(view.reads()).toEqual([2, 2, 2, 2]);
    await act(() => view.result.current.write.mutateAsync(entryId).catch(() => undefined));
    await waitFor(() => expect(view.result.current.write.failureText).toBe(`${contestMessages.voidFailed}: Entry not found`));
  });
});

describe('contest live events', () => {
  it('a contests event writes the leaders where pages read them and asks the open entry lists again', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, [entry]));
    const client = createQueryClient();
    const entries = renderHook(() => useContestEntries(contestId), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(entries.result.current.isSuccess).toBe(true));
    const leading = { ...contest, leaders: [{ division: 'Open', entry }] };
    act(() => applyLiveEvent(client, { type: 'contests', id: 3, tournamentId, data: { tournamentId, contests: [leading] } }));
    expect(client.getQueryData(queryKeys.contests(tournamentId))).toEqual([leading]);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(requestOf(fetch, 1).url).toBe(`/api/contests/${contestId}/entries`);
  });

  it('an awards event is what the reveal state reads', () => {
    const client = createQueryClient();
    const state = { tournamentId, phase: 'started' as const, total: 2, step: 0, current: null, revealed: [], updatedAt: entry.createdAt };
    applyLiveEvent(client, { type: 'awards', id: 4, tournamentId, data: state });
    expect(client.getQueryData(queryKeys.revealState(tournamentId))).toEqual(state);
  });
});
