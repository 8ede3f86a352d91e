import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ToastText } from '@fairway/contracts/messages';
import type { ScoreReadModel } from '@fairway/contracts/score';
import { writeSavedScores } from '../outbox/write-saved-scores';
import { createQueryClient } from '../query/create-query-client';
import { queryKeys } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleScore } from '../testing/sample-data';
import { cardStatusQueryOptions, useCardStatus } from './get-card-status';
import { holePollMs, holeScoresQueryOptions, useHoleScores } from './get-hole-scores';
import { useTeamScores } from './get-team-scores';
import { usePrefetchCardReads } from './use-prefetch-card-reads';
import { submitCardFailure, useSubmitCard } from './use-submit-card';

const ids = { tournamentId: 't 1', teamId: 'x' };
const score = (hole: number, strokes: number, playerId = 'p1'): ScoreReadModel => sampleScore({ ...ids, playerId, hole, strokes });
const submitted = { submitted: true, submittedAt: '2026-11-21T14:00:00.000Z', submittedBy: 'Ann Lee' };

describe('the scorecard reads of scores', () => {
  it('reads the team’s scores, a hole’s and the card status for one team, under the shared keys', async () => {
    const fetch = mockFetch().mockImplementation(async (url) => fakeResponse(200, url.includes('/card') ? submitted : [score(3, 4)]));
    const { result } = renderHook(
      () => ({
        team: useTeamScores(ids.tournamentId, ids.teamId),
        hole: useHoleScores(ids.tournamentId, ids.teamId, 3),
        card: useCardStatus(ids.tournamentId, ids.teamId),
      }),
      { wrapper: queryWrapper() },
    );
    await waitFor(() => expect(result.current.card.data).toEqual(submitted));
    await waitFor(() => expect(result.current.hole.data).toEqual([score(3, 4)]));
    expect(result.current.team.data).toEqual([score(3, 4)]);
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/scores/card?tournamentId=t+1&teamId=x',
      '/api/scores/hole?tournamentId=t+1&teamId=x&hole=3',
      '/api/scores?tournamentId=t+1&teamId=x',
    ]);
    expect(cardStatusQueryOptions(ids.tournamentId, ids.teamId).queryKey).toEqual(queryKeys.cardStatus(ids.tournamentId, ids.teamId));
  });

  it('polls the hole only while asked to (the live stream keeps it fresh otherwise)', () => {
    expect(holeScoresQueryOptions('t', 'x', 3).refetchInterval).toBe(holePollMs);
    expect(holeScoresQueryOptions('t', 'x', 3, { poll: false }).refetchInterval).toBe(false);
  });
});

describe('usePrefetchCardReads', () => {
  it('starts the card’s reads once both ids are known, the hole on screen among them', async () => {
    const fetch = mockFetch().mockImplementation(async (url) => fakeResponse(200, url.includes('/card') ? submitted : []));
    const asked: string[] = [];
    const holeOnScreen = (teamId: string) => {
      asked.push(teamId);
      return 7;
    };
    const { rerender } = renderHook(({ teamId }: { teamId?: string }) => usePrefetchCardReads(ids.tournamentId, teamId, holeOnScreen), {
      wrapper: queryWrapper(),
      initialProps: {},
    });
    expect(fetch).not.toHaveBeenCalled();
    rerender({ teamId: ids.teamId });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    expect(asked).toEqual([ids.teamId]);
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/leaderboard/t%201',
      '/api/scores/card?tournamentId=t+1&teamId=x',
      '/api/scores/hole?tournamentId=t+1&teamId=x&hole=7',
      '/api/scores?tournamentId=t+1&teamId=x',
    ]);
  });
});

describe('useSubmitCard', () => {
  it('locks the card with the reply, without reading the status again', async () => {
    const client = createQueryClient();
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, submitted));
    const { result } = renderHook(() => useSubmitCard(), { wrapper: queryWrapper(client) });
    await act(() => result.current.mutateAsync(ids));
    expect(requestOf(fetch).url).toBe('/api/scores/card');
    expect(JSON.parse(String(requestOf(fetch).init.body))).toEqual(ids);
    expect(client.getQueryData(queryKeys.cardStatus(ids.tournamentId, ids.teamId))).toEqual(submitted);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.failureText).toBeNull();
  });

  it('says the server’s reason, or to try again when there was no answer', async () => {
    const refusal = { statusCode: 409, error: 'Conflict', message: 'Holes 17 and 18 have no score' };
    mockFetch().mockResolvedValueOnce(fakeResponse(409, refusal)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useSubmitCard(), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync(ids).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe('Holes 17 and 18 have no score'));
    await act(() => result.current.mutateAsync(ids).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe(submitCardFailure));
  });

  it('takes WriteOptions last, as every write hook: a failure is told once, what failed and why', async () => {
    const refusal = { statusCode: 409, error: 'Conflict', message: 'Holes 17 and 18 have no score' };
    mockFetch().mockResolvedValueOnce(fakeResponse(409, refusal));
    const told: ToastText[] = [];
    const { result } = renderHook(() => useSubmitCard({ onFailure: (failure) => told.push(failure) }), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync(ids).catch(() => undefined));
    expect(told).toEqual([{ title: 'Could not submit the card: Holes 17 and 18 have no score' }]);
  });
});

describe('writeSavedScores', () => {
  it('replaces the player’s score on the hole in the team’s scores and reads the hole and the team list again', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.teamScores(ids.tournamentId, ids.teamId), [score(3, 5), score(3, 4, 'p2')]);
    let holeReads = 0;
    let teamReads = 0;
    renderHook(
      () => [
        useQuery({ queryKey: queryKeys.holeScores(ids.tournamentId, ids.teamId, 3), queryFn: async () => [score(3, ++holeReads)] }),
        useQuery({ queryKey: queryKeys.teams(ids.tournamentId), queryFn: async () => ++teamReads }),
      ],
      { wrapper: queryWrapper(client) },
    );
    await waitFor(() => expect(holeReads + teamReads).toBe(2));
    act(() => writeSavedScores(client, [score(3, 4)]));
    expect(client.getQueryData(queryKeys.teamScores(ids.tournamentId, ids.teamId))).toEqual([score(3, 4, 'p2'), score(3, 4)]);
    await waitFor(() => expect([holeReads, teamReads]).toEqual([2, 2]));
  });
});
