import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { organisationKey, organisationsKey } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { useMyOrganisations, useOrganisation, useOrganisationPeople } from './get-organisation';
import { useCloneTournament } from './use-clone-tournament';
import { useAddOrganisationMember, useChangeOrganisationMember, useRemoveOrganisationMember } from './use-organisation-members';

describe('organisation reads', () => {
  it('asks for the page, the people and my organisations at their routes', async () => {
    const fetch = mockFetch().mockImplementation(async () => fakeResponse(200, { organisations: [] }));
    renderHook(() => useOrganisation('o 1'), { wrapper: queryWrapper() });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(requestOf(fetch).url).toBe('/api/organisations/o%201');
    renderHook(() => useOrganisationPeople('o1'), { wrapper: queryWrapper() });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(requestOf(fetch, 1).url).toBe('/api/organisations/o1/people');
    const { rerender } = renderHook(({ signedIn }) => useMyOrganisations(signedIn), { wrapper: queryWrapper(), initialProps: { signedIn: false } });
    await act(async () => undefined);
    expect(fetch).toHaveBeenCalledTimes(2);
    rerender({ signedIn: true });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(requestOf(fetch, 2).url).toBe('/api/organisations');
  });
});

describe('organisation writes', () => {
  async function run<T>(hook: () => { mutateAsync: (variables: T) => Promise<unknown> }, variables: T, answer: unknown = {}) {
    const client = new QueryClient();
    client.setQueryData(organisationKey('o1', 'page'), {});
    client.setQueryData(organisationsKey(), {});
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, answer));
    const { result } = renderHook(hook, { wrapper: queryWrapper(client) });
    await act(async () => void (await result.current.mutateAsync(variables)));
    return { request: requestOf(fetch), client };
  }
  const stale = (client: QueryClient) => client.getQueryState(organisationKey('o1', 'page'))?.isInvalidated;

  it('clones a tournament and makes its organisation stale', async () => {
    const { request, client } = await run(
      useCloneTournament,
      { tournamentId: 't1', clone: { date: '2027-05-01' } },
      { id: 't2', name: 'Open', date: '2027-05-01', organisationId: 'o1' },
    );
    expect([request.init.method, request.url, JSON.parse(String(request.init.body))]).toEqual(['POST', '/api/tournaments/t1/clone', { date: '2027-05-01' }]);
    expect(stale(client)).toBe(true);
  });

  it('adds, changes and removes members at their routes', async () => {
    const added = await run(useAddOrganisationMember, { organisationId: 'o1', member: { email: 'a@example.com', role: 'admin' } });
    expect([added.request.init.method, added.request.url, JSON.parse(String(added.request.init.body))]).toEqual([
      'POST',
      '/api/organisations/o1/members',
      { email: 'a@example.com', role: 'admin' },
    ]);
    expect(stale(added.client)).toBe(true);
    const changed = await run(useChangeOrganisationMember, { organisationId: 'o1', memberId: 'm1', role: 'event-manager' });
    expect([changed.request.init.method, changed.request.url, JSON.parse(String(changed.request.init.body))]).toEqual([
      'PATCH',
      '/api/organisations/o1/members/m1',
      { role: 'event-manager' },
    ]);
    const removed = await run(useRemoveOrganisationMember, { organisationId: 'o1', memberId: 'm1' });
    expect([removed.request.init.method, removed.request.url]).toEqual(['DELETE', '/api/organisations/o1/members/m1']);
  });
});
