import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../query/create-query-client';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleTournament } from '../testing/sample-data';
import { activeTournamentsQueryOptions, useActiveTournaments } from './get-active-tournaments';
import { tournamentQueryOptions, useTournament } from './get-tournament';
import { tournamentsQueryOptions, useTournaments } from './get-tournaments';

describe('tournament reads', () => {
  it('the list and the active list are never cached, and keyed by their GET path', () => {
    expect(tournamentsQueryOptions()).toMatchObject({ queryKey: ['/api/tournaments'], staleTime: 0, gcTime: 0 });
    expect(activeTournamentsQueryOptions()).toMatchObject({ queryKey: ['/api/tournaments/active'], staleTime: 0, gcTime: 0 });
  });

  it("useActiveTournaments fetches today's tournaments as the API wrote them", async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, [sampleTournament()]));
    const { result } = renderHook(() => useActiveTournaments(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requestOf(fetch).url).toBe('/api/tournaments/active');
    expect(result.current.data).toEqual([sampleTournament()]);
  });

  it("useTournaments takes the API's reply as written, without checking it in the browser", async () => {
    mockFetch().mockResolvedValue(fakeResponse(200, [{ id: 'not-a-tournament' }]));
    const { result } = renderHook(() => useTournaments(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([{ id: 'not-a-tournament' }]);
  });

  it('useTournaments reads every page of the paginated list', async () => {
    const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const page = (count: number, first: number) => Array.from({ length: count }, (_, index) => sampleTournament({ id: idOf(first + index) }));
    const fetch = mockFetch()
      .mockResolvedValueOnce(fakeResponse(200, page(100, 0)))
      .mockResolvedValueOnce(fakeResponse(200, page(3, 100)));
    const { result } = renderHook(() => useTournaments(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/tournaments?limit=100&offset=0', '/api/tournaments?limit=100&offset=100']);
    expect(result.current.data?.map((tournament) => tournament.id).slice(98)).toEqual([98, 99, 100, 101, 102].map(idOf));
  });

  it('useTournament waits for an id, then reads that tournament', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, sampleTournament()));
    const client = createQueryClient();
    const { result, rerender } = renderHook(({ id }: { id?: string }) => useTournament(id), {
      wrapper: queryWrapper(client),
      initialProps: {},
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
    rerender({ id: 'a b' });
    await waitFor(() => expect(result.current.data?.name).toBe('Spring Charity Classic'));
    expect(requestOf(fetch).url).toBe('/api/tournaments/a%20b');
    expect(tournamentQueryOptions('a b').queryKey).toEqual(['/api/tournaments', 'a b']);
    expect(client.getQueryData(['/api/tournaments', 'a b'])).toBeDefined();
  });
});
