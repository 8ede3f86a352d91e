import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { SkinsSettingsInput } from '@fairway/contracts/skins';
import { createQueryClient } from '../query/create-query-client';
import { awardsAdminKey, queryKeys } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { useSkinsSettings } from './get-skins-settings';
import { useSaveSkinsEntrants } from './use-save-skins-entrants';
import { useSaveSkinsSettings } from './use-save-skins-settings';

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const input: SkinsSettingsInput = { basis: 'both', unit: 'team', carryover: true, validation: 'none', entryFee: 20, donatedPercent: 50 };

describe('skins', () => {
  it('useSkinsSettings answers null while skins are not set up', async () => {
    mockFetch().mockResolvedValue(fakeResponse(404, { statusCode: 404, error: 'Not Found', message: 'Skins are not set up for this tournament' }));
    const { result } = renderHook(() => useSkinsSettings(tournamentId), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('useSaveSkinsSettings puts the settings and reads the skins reads, the award list and the ledger again', async () => {
    const saved = { ...input, tournamentId, entrants: [], pot: 0, donated: 0 };
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, saved));
    const reads = [0, 0, 0, 0];
    const keys = [
      queryKeys.skins(tournamentId, 'settings'),
      queryKeys.skins(tournamentId, 'board'),
      awardsAdminKey(tournamentId, 'list'),
      queryKeys.fundraising(tournamentId, 'ledger'),
    ];
    const { result } = renderHook(
      () => ({ lists: keys.map((queryKey, index) => useQuery({ queryKey, queryFn: async () => ++reads[index]! })), save: useSaveSkinsSettings(tournamentId) }),
      { wrapper: queryWrapper(createQueryClient()) },
    );
    await waitFor(() => expect(reads).toEqual([1, 1, 1, 1]));
    await act(() => result.current.save.mutateAsync(input));
    expect(requestOf(fetch)).toMatchObject({ url: `/api/tournaments/${tournamentId}/skins`, init: { method: 'PUT' } });
    expect(JSON.parse(String(requestOf(fetch).init.body))).toEqual(input);
    expect(reads).toEqual([2, 2, 2, 2]);
  });

  it('useSaveSkinsEntrants puts the entrants and reads the skins, the award list, the charity reads and the raised total again', async () => {
    const entrantIds = ['1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41', '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42'];
    const saved = { ...input, tournamentId, entrants: [], pot: 20, donated: 20 };
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, saved));
    const keys = [
      queryKeys.skins(tournamentId, 'settings'),
      queryKeys.skins(tournamentId, 'board'),
      awardsAdminKey(tournamentId, 'list'),
      queryKeys.fundraising(tournamentId, 'ledger'),
      ['/api/tournaments', tournamentId],
      queryKeys.teams(tournamentId),
    ];
    const reads = keys.map(() => 0);
    const { result } = renderHook(
      () => ({ lists: keys.map((queryKey, index) => useQuery({ queryKey, queryFn: async () => ++reads[index]! })), save: useSaveSkinsEntrants(tournamentId) }),
      { wrapper: queryWrapper(createQueryClient()) },
    );
    await waitFor(() => expect(reads).toEqual([1, 1, 1, 1, 1, 1]));
    await act(() => result.current.save.mutateAsync({ entrantIds }));
    expect(requestOf(fetch)).toMatchObject({ url: `/api/tournaments/${tournamentId}/skins/entrants`, init: { method: 'PUT' } });
    expect(JSON.parse(String(requestOf(fetch).init.body))).toEqual({ entrantIds });
    // The teams are not stale: saving entrants changes nobody's team.
    expect(reads).toEqual([2, 2, 2, 2, 2, 1]);
  });
});
