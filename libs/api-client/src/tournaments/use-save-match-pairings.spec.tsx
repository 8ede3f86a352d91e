import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleMatchPairing } from '../testing/sample-data';
import { useMatchPairings } from './get-match-pairings';
import { useSaveMatchPairings } from './use-save-match-pairings';

const pairing = sampleMatchPairing();
const { tournamentId } = pairing;
const body = { pairings: [{ teamAId: pairing.teamAId, teamBId: pairing.teamBId }] };

describe('useSaveMatchPairings', () => {
  it('replaces the matches with one PUT, then reads them again', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, [pairing]));
    const { result } = renderHook(() => ({ read: useMatchPairings(tournamentId), save: useSaveMatchPairings(tournamentId) }), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.read.data).toEqual([pairing]));
    await act(() => result.current.save.mutateAsync(body));
    const calls = fetch.mock.calls.map(([url, init]) => [init?.method ?? 'GET', url, init?.body ? JSON.parse(String(init.body)) : undefined]);
    const path = `/api/tournaments/${tournamentId}/match-pairings`;
    expect(calls).toEqual([
      ['GET', path, undefined],
      ['PUT', path, body],
      ['GET', path, undefined],
    ]);
  });

  it('says what failed and why', async () => {
    mockFetch().mockResolvedValue(fakeResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Match pairings are only for match-play tournaments' }));
    const { result } = renderHook(() => useSaveMatchPairings(tournamentId), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync(body).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe('Failed to save match pairings: Match pairings are only for match-play tournaments'));
  });
});
