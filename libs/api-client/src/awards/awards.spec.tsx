import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { awardsMessages } from '@fairway/contracts/awards-messages';
import type { RevealState } from '@fairway/contracts/awards';
import { createQueryClient } from '../query/create-query-client';
import { awardsAdminKey, queryKeys } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { useAwards } from './get-awards';
import { useRevealState } from './get-reveal-state';
import { useCloseScoring } from './use-close-scoring';
import { useReveal } from './use-reveal';
import { useSaveAwardsSettings } from './use-save-awards-settings';

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const settings = { tournamentId, hiddenHoles: 3, placePrizes: [{ prize: 'Trophy', sponsorName: 'Acme' }], scoringClosedAt: null };
const waiting: RevealState = { tournamentId, phase: 'waiting', total: 0, step: 0, current: null, revealed: [], updatedAt: '2026-11-21T18:00:00.000Z' };

function renderWithReads<T>(keys: ReadonlyArray<readonly unknown[]>, write: () => T) {
  const reads = keys.map(() => 0);
  const { result } = renderHook(
    () => ({ lists: keys.map((queryKey, index) => useQuery({ queryKey, queryFn: async () => ++reads[index]! })), write: write() }),
    {
      wrapper: queryWrapper(createQueryClient()),
    },
  );
  return { result, reads: () => [...reads] };
}

describe('awards', () => {
  it('useAwards reads the award list', async () => {
    const list = { tournamentId, awards: [{ id: 'place-1', category: 'place', title: '1st Place', prize: 'Trophy', sponsorName: null, winners: [] }] };
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, list));
    const { result } = renderHook(() => useAwards(tournamentId), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toEqual(list));
    expect(requestOf(fetch).url).toBe(`/api/tournaments/${tournamentId}/awards`);
  });

  it('useSaveAwardsSettings puts hidden holes and place prizes and reads the awards and the public board again', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, settings));
    const view = renderWithReads([awardsAdminKey(tournamentId, 'settings'), awardsAdminKey(tournamentId, 'list'), queryKeys.leaderboard(tournamentId)], () =>
      useSaveAwardsSettings(tournamentId),
    );
    await waitFor(() => expect(view.reads()).toEqual([1, 1, 1]));
    await act(() => view.result.current.write.mutateAsync({ hiddenHoles: 3, placePrizes: settings.placePrizes }));
    expect(requestOf(fetch)).toMatchObject({ url: `/api/tournaments/${tournamentId}/awards/settings`, init: { method: 'PUT' } });
    expect(view.reads()).toEqual([2, 2, 2]);
  });

  it('useCloseScoring posts once and reads the awards settings again', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, { ...settings, scoringClosedAt: '2026-11-21T17:00:00.000Z', cardsLocked: 12 }));
    const view = renderWithReads([awardsAdminKey(tournamentId, 'settings')], () => useCloseScoring(tournamentId));
    await waitFor(() => expect(view.reads()).toEqual([1]));
    await act(() => view.result.current.write.mutateAsync());
    expect(requestOf(fetch)).toMatchObject({ url: `/api/tournaments/${tournamentId}/awards/close-scoring`, init: { method: 'POST' } });
    expect(view.reads()).toEqual([2]);
  });

  it('useReveal sends the action and the reveal state is read again; a refused step says why', async () => {
    const fetch = mockFetch()
      .mockResolvedValueOnce(fakeResponse(200, waiting))
      .mockResolvedValueOnce(fakeResponse(200, { ...waiting, phase: 'started', total: 2 }))
      .mockResolvedValueOnce(fakeResponse(200, { ...waiting, phase: 'started', total: 2 }))
      .mockResolvedValueOnce(fakeResponse(409, { statusCode: 409, error: 'Conflict', message: awardsMessages.nothingAnnounced }));
    const { result } = renderHook(() => ({ state: useRevealState(tournamentId), reveal: useReveal(tournamentId) }), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.state.data?.phase).toBe('waiting'));
    await act(() => result.current.reveal.mutateAsync('start'));
    expect(requestOf(fetch, 1)).toMatchObject({ url: `/api/tournaments/${tournamentId}/awards/reveal`, init: { method: 'POST' } });
    expect(JSON.parse(String(requestOf(fetch, 1).init.body))).toEqual({ action: 'start' });
    await waitFor(() => expect(result.current.state.data?.phase).toBe('started'));
    await act(() => result.current.reveal.mutateAsync('reveal').catch(() => undefined));
    await waitFor(() => expect(result.current.reveal.failureText).toBe(`${awardsMessages.revealFailed}: ${awardsMessages.nothingAnnounced}`));
  });
});
