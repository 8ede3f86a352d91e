import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { eventTeamKey, myEventRolesKey } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { isEventRoleRevoked, useEventRoleRevoked } from './event-role-revoked';
import { useEventInvitation } from './get-event-invitation';
import { useEventTeam } from './get-event-team';
import { useMyEventRoles } from './get-my-event-roles';
import { useAcceptEventInvitation } from './use-accept-event-invitation';
import { useChangeEventMember } from './use-change-event-member';
import { useInviteEventMember } from './use-invite-event-member';
import { useRevokeEventMember } from './use-revoke-event-member';
import { useTransferOwnership } from './use-transfer-ownership';
import { ApiError } from '../http/api-error';

const revokedBody = { statusCode: 403, error: 'Forbidden', message: eventTeamTexts.roleRevoked, code: 'EVENT_ROLE_REVOKED' };

describe('event team reads', () => {
  it('asks for the team, an invitation and my roles at their routes', async () => {
    const fetch = mockFetch().mockImplementation(async (url) =>
      fakeResponse(
        200,
        url.includes('/me/') ? { roles: [{ tournamentId: 't1', tournamentName: 'Open', date: '2026-06-01', role: 'check-in' }] } : { members: [] },
      ),
    );
    const team = renderHook(() => useEventTeam('t 1'), { wrapper: queryWrapper() });
    await waitFor(() => expect(team.result.current.data).toEqual({ members: [] }));
    expect(requestOf(fetch).url).toBe('/api/tournaments/t%201/event-team');

    renderHook(() => useEventInvitation('AB/12'), { wrapper: queryWrapper() });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(requestOf(fetch, 1).url).toBe('/api/event-invites/AB%2F12');

    const mine = renderHook(() => useMyEventRoles(true), { wrapper: queryWrapper() });
    await waitFor(() => expect(mine.result.current.data?.[0]?.role).toBe('check-in'));
    expect(requestOf(fetch, 2).url).toBe('/api/me/event-roles');
  });

  it('asks nobody for my roles until someone is signed in', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, { roles: [] }));
    const { rerender } = renderHook(({ signedIn }) => useMyEventRoles(signedIn), { wrapper: queryWrapper(), initialProps: { signedIn: false } });
    await act(async () => undefined);
    expect(fetch).not.toHaveBeenCalled();
    rerender({ signedIn: true });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});

describe('event team writes', () => {
  async function run<T>(hook: () => { mutateAsync: (variables: T) => Promise<unknown> }, variables: T, answer: unknown = {}) {
    const client = new QueryClient();
    client.setQueryData(eventTeamKey('t1'), { members: [] });
    client.setQueryData(myEventRolesKey(), []);
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, answer));
    const { result } = renderHook(hook, { wrapper: queryWrapper(client) });
    await act(async () => void (await result.current.mutateAsync(variables)));
    return { request: requestOf(fetch), client };
  }

  it('invites, changes, revokes and hands over at their routes, and makes the team and my roles stale', async () => {
    const invite = await run(() => useInviteEventMember(), { tournamentId: 't1', invite: { role: 'check-in', contestIds: [] } }, { code: 'C' });
    expect([invite.request.url, invite.request.init.method]).toEqual(['/api/tournaments/t1/event-team/invites', 'POST']);
    expect(JSON.parse(String(invite.request.init.body))).toEqual({ role: 'check-in', contestIds: [] });
    expect(invite.client.getQueryState(eventTeamKey('t1'))?.isInvalidated).toBe(true);
    expect(invite.client.getQueryState(myEventRolesKey())?.isInvalidated).toBe(true);

    const change = await run(() => useChangeEventMember(), { tournamentId: 't1', memberId: 'm1', change: { role: 'scorer' } });
    expect([change.request.url, change.request.init.method]).toEqual(['/api/tournaments/t1/event-team/m1', 'PATCH']);

    const revoke = await run(() => useRevokeEventMember(), { tournamentId: 't1', memberId: 'm1' });
    expect([revoke.request.url, revoke.request.init.method]).toEqual(['/api/tournaments/t1/event-team/m1', 'DELETE']);
    expect(revoke.client.getQueryState(eventTeamKey('t1'))?.isInvalidated).toBe(true);

    const transfer = await run(() => useTransferOwnership(), { tournamentId: 't1', memberId: 'm2' });
    expect([transfer.request.url, JSON.parse(String(transfer.request.init.body))]).toEqual(['/api/tournaments/t1/owner', { memberId: 'm2' }]);

    const accept = await run(() => useAcceptEventInvitation(), 'CODE1', { tournamentId: 't1' });
    expect([accept.request.url, JSON.parse(String(accept.request.init.body))]).toEqual(['/api/event-invites/accept', { code: 'CODE1' }]);
    expect(accept.client.getQueryState(myEventRolesKey())?.isInvalidated).toBe(true);
  });
});

describe('a revoked role', () => {
  it('is told apart from any other refusal by its error code', () => {
    expect(isEventRoleRevoked(new ApiError(403, 'Forbidden', '', revokedBody))).toBe(true);
    expect(isEventRoleRevoked(new ApiError(403, 'Forbidden', '', { ...revokedBody, code: undefined }))).toBe(false);
    expect(isEventRoleRevoked(new Error('boom'))).toBe(false);
  });

  it('is noticed by the page once any read or write of it is refused so', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, { members: [] }));
    const { result } = renderHook(() => ({ revoked: useEventRoleRevoked(), team: useEventTeam('t1'), revoke: useRevokeEventMember() }), {
      wrapper: queryWrapper(client),
    });
    await waitFor(() => expect(result.current.team.isSuccess).toBe(true));
    expect(result.current.revoked).toBe(false);
    fetch.mockResolvedValue(fakeResponse(403, revokedBody));
    await act(async () => void (await result.current.revoke.mutateAsync({ tournamentId: 't1', memberId: 'm1' }).catch(() => undefined)));
    await waitFor(() => expect(result.current.revoked).toBe(true));
  });
});

describe('an event-team live change', () => {
  it('makes the team, my roles and the tournaments (their myRole) stale, and nothing of another tournament', async () => {
    const { applyLiveEvent } = await import('../live/apply-live-event');
    const client = new QueryClient();
    client.setQueryData(eventTeamKey('t1'), { members: [] });
    client.setQueryData(eventTeamKey('t2'), { members: [] });
    client.setQueryData(myEventRolesKey(), []);
    client.setQueryData(['/api/tournaments', 't1'], { id: 't1' });
    applyLiveEvent(client, { type: 'event-team', id: 4, tournamentId: 't1', data: { tournamentId: 't1' } });
    expect(client.getQueryState(eventTeamKey('t1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(myEventRolesKey())?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/tournaments', 't1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(eventTeamKey('t2'))?.isInvalidated).toBe(false);
  });
});
