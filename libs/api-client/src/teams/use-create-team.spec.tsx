import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleTeam } from '../testing/sample-data';
import { useTeams } from './get-teams';
import { useCreateTeam } from './use-create-team';
import { useRemovePlayer } from './use-remove-player';

const team = sampleTeam();

describe('team writes', () => {
  it('a new team is posted to its tournament and the teams are read again', async () => {
    const fetch = mockFetch().mockImplementation(async (_url, init) =>
      fakeResponse(init?.method === 'POST' ? 201 : 200, init?.method === 'POST' ? team : [team]),
    );
    const { result } = renderHook(() => ({ read: useTeams(team.tournamentId), create: useCreateTeam(team.tournamentId) }), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.read.isSuccess).toBe(true));
    await act(() => result.current.create.mutateAsync({ name: team.name }));
    const teams = `/api/tournaments/${team.tournamentId}/teams`;
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([`GET ${teams}`, `POST ${teams}`, `GET ${teams}`]);
  });

  it('says when the phone got no answer', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useRemovePlayer(team.tournamentId), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync(team.players[0]!.id).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe('Failed to remove player: no answer from the server; check the signal and try again'));
  });
});
