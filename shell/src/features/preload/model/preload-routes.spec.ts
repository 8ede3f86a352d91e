import {
  activeTournamentsQueryOptions,
  auctionCatalogueQueryOptions,
  activityQueryOptions,
  donorWallQueryOptions,
  leaderboardQueryOptions,
  organisationQueryOptions,
  ownRegistrationQueryOptions,
  registrationPageQueryOptions,
  teamsQueryOptions,
  tournamentQueryOptions,
  tournamentsQueryOptions,
} from '@fairway/api-client';
import { fakeResponse, mockFetch } from '@fairway/api-client/testing';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { appRoutes } from '../../../app/routes/app-routes';
import { preloadRoutes } from './preload-routes';
import { expandRead, matchPreloadRoute } from './start-route-preload';

/** The path a libs/api-client query options factory fetches first. */
async function firstPathOf(options: { queryKey: QueryKey; queryFn?: unknown }): Promise<string> {
  const fetch = mockFetch().mockResolvedValue(fakeResponse(200, '[]'));
  await new QueryClient({ defaultOptions: { queries: { retry: false } } })
    .fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0])
    .catch(() => undefined);
  const [path] = fetch.mock.calls[0] ?? [];
  if (path === undefined) throw new Error(`nothing fetched for ${JSON.stringify(options.queryKey)}`);
  return path;
}

function readsOf(pathname: string, search = ''): string[] {
  const matched = matchPreloadRoute(preloadRoutes, pathname);
  if (!matched) return [];
  return matched.route.reads.flatMap((read) => expandRead(read, matched.params, new URLSearchParams(search)) ?? []);
}

describe('what each route starts before the app has loaded', () => {
  it('names, for every route a remote serves, that remote and page, as the router mounts them', () => {
    const mounted = appRoutes.filter((route) => route.owner !== 'shell').map(({ path, owner, page }) => ({ path, remote: owner, expose: page }));
    const preloaded = preloadRoutes.filter((route) => route.remote).map(({ path, remote, expose }) => ({ path, remote, expose }));
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect(preloaded.sort(byPath)).toEqual(mounted.sort(byPath));
  });

  it("asks for exactly the paths the pages' query options fetch, so the pages take the answers", async () => {
    const id = 'a1b2 c3';
    expect(readsOf('/tournaments')).toEqual([await firstPathOf(tournamentsQueryOptions())]);
    expect(readsOf('/')).toEqual([await firstPathOf(activeTournamentsQueryOptions())]);
    expect(readsOf('/leaderboard', `?tournament=${encodeURIComponent(id)}`)).toEqual([
      await firstPathOf(tournamentQueryOptions(id)),
      await firstPathOf(leaderboardQueryOptions(id)),
      await firstPathOf(activityQueryOptions(id)),
    ]);
    expect(readsOf(`/tournament/${encodeURIComponent(id)}/team-select`)).toEqual([
      await firstPathOf(tournamentQueryOptions(id)),
      await firstPathOf(teamsQueryOptions(id)),
    ]);
    expect(readsOf(`/tournament/${encodeURIComponent(id)}/donate`)).toEqual([
      await firstPathOf(tournamentQueryOptions(id)),
      await firstPathOf(donorWallQueryOptions(id)),
    ]);
    expect(readsOf(`/tournament/${encodeURIComponent(id)}/register`)).toEqual([await firstPathOf(registrationPageQueryOptions(id))]);
    expect(readsOf(`/tournament/${encodeURIComponent(id)}/register/confirmation/tok_1-x`)).toEqual([await firstPathOf(ownRegistrationQueryOptions('tok_1-x'))]);
    expect(readsOf(`/tournament/${id}/reveal`)).toEqual([await firstPathOf(tournamentQueryOptions(id))]);
    expect(readsOf(`/organisations/${encodeURIComponent(id)}`)).toEqual([await firstPathOf(organisationQueryOptions(id))]);
    for (const page of ['auction', 'auction/my-bids', 'auction/item-7']) {
      expect(readsOf(`/tournament/${encodeURIComponent(id)}/${page}`)).toEqual([await firstPathOf(auctionCatalogueQueryOptions(id))]);
    }
    expect(matchPreloadRoute(preloadRoutes, '/tournament/t1/auction/my-bids')?.route.expose).toBe('AuctionMyBidsPage');
    expect(readsOf(`/tournament/${id}/tv`)).toEqual([await firstPathOf(tournamentQueryOptions(id)), await firstPathOf(leaderboardQueryOptions(id))]);
  });

  it('leaves a read to the page when its id is not in the URL', () => {
    expect(readsOf('/leaderboard')).toEqual([]);
    expect(readsOf('/scorecard', '?tournamentId=t-1')).toEqual(['/api/tournaments/t-1', '/api/tournaments/t-1/teams', '/api/leaderboard/t-1']);
    expect(readsOf('/scorecard', '?tournamentId=t-1&teamId=team-9')).toContain('/api/scores?tournamentId=t-1&teamId=team-9');
  });

  it('matches nothing for a path no route serves', () => {
    expect(matchPreloadRoute(preloadRoutes, '/no-such-page')).toBeUndefined();
    expect(matchPreloadRoute(preloadRoutes, '/tournament//team-select')).toBeUndefined();
  });
});
