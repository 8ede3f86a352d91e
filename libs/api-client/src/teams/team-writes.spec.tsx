import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { messages } from '@fairway/contracts/messages';
import { createQueryClient } from '../query/create-query-client';
import { queryKeys } from '../query/query-keys';
import { retryWhileUnanswered } from '../query/read-failure';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleTeam } from '../testing/sample-data';
import { teamsQueryOptions, useTeams } from './get-teams';
import { useCreateTeam } from './use-create-team';
import { useJoinTeam } from './use-join-team';
import { useUpdateTeam } from './use-update-team';

const team = sampleTeam();

/** A write hook beside a read of the team's tournament's team list, counting how often the list is read. */
function renderWithTeamList<T>(write: () => T) {
  let reads = 0;
  const { result } = renderHook(() => ({ list: useQuery({ queryKey: queryKeys.teams(team.tournamentId), queryFn: async () => ++reads }), write: write() }), {
    wrapper: queryWrapper(createQueryClient()),
  });
  return { result, reads: () => reads };
}

describe('team writes', () => {
  it('useCreateTeam posts the team to its tournament and reads the team list again', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(201, team));
    const view = renderWithTeamList(() => useCreateTeam(team.tournamentId));
    await waitFor(() => expect(view.reads()).toBe(1));
    const body = { name: 'The Bogey Men', startingHole: 7, players: [] };
    await act(() => view.result.current.write.mutateAsync(body));
    expect(requestOf(fetch).url).toBe(`/api/tournaments/${team.tournamentId}/teams`);
    expect(JSON.parse(String(requestOf(fetch).init.body))).toEqual(body);
    expect(view.reads()).toBe(2);
  });

  it('useJoinTeam sends the invite code and reads the joined team’s tournament’s list again', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, team));
    const view = renderWithTeamList(useJoinTeam);
    await waitFor(() => expect(view.reads()).toBe(1));
    let joined: unknown;
    await act(async () => {
      joined = await view.result.current.write.mutateAsync('ABC123');
    });
    expect(joined).toEqual(team);
    expect(requestOf(fetch).url).toBe('/api/teams/join');
    expect(JSON.parse(String(requestOf(fetch).init.body))).toEqual({ inviteCode: 'ABC123' });
    expect(view.reads()).toBe(2);
  });

  it('useUpdateTeam patches the team and reads its list again; a failure says what failed and why', async () => {
    mockFetch()
      .mockResolvedValueOnce(fakeResponse(200, { ...team, name: 'The Birdie Men' }))
      .mockResolvedValueOnce(
        fakeResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Only a member of this team or the tournament admin can change it' }),
      );
    const view = renderWithTeamList(() => useUpdateTeam(team.tournamentId));
    await waitFor(() => expect(view.reads()).toBe(1));
    await act(() => view.result.current.write.mutateAsync({ id: team.id, changes: { name: 'The Birdie Men' } }));
    expect(view.reads()).toBe(2);
    await act(() => view.result.current.write.mutateAsync({ id: team.id, changes: { name: 'X' } }).catch(() => undefined));
    await waitFor(() =>
      expect(view.result.current.write.failureText).toBe(`${messages.team.renameFailed}: Only a member of this team or the tournament admin can change it`),
    );
  });
});

describe('useTeams', () => {
  it('reads nothing until the tournament is known', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, [team]));
    const { result, rerender } = renderHook(({ id }: { id?: string }) => useTeams(id), { wrapper: queryWrapper(), initialProps: {} });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ id: team.tournamentId });
    await waitFor(() => expect(result.current.data).toEqual([team]));
    expect(requestOf(fetch).url).toBe(`/api/tournaments/${team.tournamentId}/teams`);
  });

  it('is one read for the admin and the phone: read again on every visit and asked again while unanswered', () => {
    const options = teamsQueryOptions(team.tournamentId);
    expect(options.queryKey).toEqual(queryKeys.teams(team.tournamentId));
    expect(options).toMatchObject({ staleTime: 0, refetchOnWindowFocus: true });
    expect(options.refetchInterval).toBe(retryWhileUnanswered);
  });
});
