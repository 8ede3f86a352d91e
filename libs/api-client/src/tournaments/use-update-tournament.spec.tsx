import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleTournament } from '../testing/sample-data';
import { useTournament } from './get-tournament';
import { useDeleteTournament } from './use-delete-tournament';
import { useUpdateTournament } from './use-update-tournament';

const tournament = sampleTournament();

describe('tournament writes', () => {
  it('an update is sent as a PATCH and the tournament is read again', async () => {
    let name = tournament.name;
    mockFetch().mockImplementation(async (_url, init) => {
      if (init?.method === 'PATCH') name = JSON.parse(String(init.body)).name;
      return fakeResponse(200, { ...tournament, name });
    });
    const { result } = renderHook(() => ({ read: useTournament(tournament.id), update: useUpdateTournament() }), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.read.data?.name).toBe(tournament.name));
    await act(() => result.current.update.mutateAsync({ id: tournament.id, changes: { name: 'Autumn Cup' } }));
    await waitFor(() => expect(result.current.read.data?.name).toBe('Autumn Cup'));
  });

  it("a refused delete says what failed and the server's reason", async () => {
    mockFetch().mockResolvedValue(fakeResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Only the tournament admin can do this' }));
    const { result } = renderHook(() => useDeleteTournament(), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync(tournament.id).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe('Failed to delete tournament: Only the tournament admin can do this'));
  });
});
