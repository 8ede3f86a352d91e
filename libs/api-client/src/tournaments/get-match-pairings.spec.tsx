import { renderHook, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleMatchPairing } from '../testing/sample-data';
import { useMatchPairings } from './get-match-pairings';

const pairing = sampleMatchPairing();
const { tournamentId } = pairing;

describe('match pairings', () => {
  it("reads a tournament's matches", async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, [pairing]));
    const { result } = renderHook(() => useMatchPairings(tournamentId), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toEqual([pairing]));
    expect(requestOf(fetch).url).toBe(`/api/tournaments/${tournamentId}/match-pairings`);
  });
});
