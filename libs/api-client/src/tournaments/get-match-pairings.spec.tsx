import { renderHook, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { useMatchPairings } from './get-match-pairings';

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const pairing = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  tournamentId,
  teamAId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  teamBId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
};

describe('match pairings', () => {
  it("reads a tournament's matches", async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, [pairing]));
    const { result } = renderHook(() => useMatchPairings(tournamentId), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toEqual([pairing]));
    expect(requestOf(fetch).url).toBe(`/api/tournaments/${tournamentId}/match-pairings`);
  });
});
