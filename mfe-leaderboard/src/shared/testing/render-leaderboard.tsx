import { type FetchMock, fakeResponse, FakeEventSource, mockFetch, queryWrapper, sampleBoard } from '@fairway/api-client/testing';
import type { Tournament } from '@fairway/contracts/tournament';
import { MemoryRouter } from '@fairway/ui/router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export type Route = [path: RegExp, reply: () => Response];

/** A page of this remote with a query client and router, a fake API (unknown calls 404) and fake event streams. */
export function renderLeaderboard(ui: ReactElement, routes: Route[] = []) {
  FakeEventSource.install();
  const fetch: FetchMock = mockFetch();
  fetch.mockImplementation(async (url) => {
    const route = routes.find(([path]) => path.test(url));
    return route ? route[1]() : fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `no fake for ${url}` });
  });
  const Queries = queryWrapper();
  const view = render(
    <Queries>
      <MemoryRouter>{ui}</MemoryRouter>
    </Queries>,
  );
  return { ...view, fetch };
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    fakeResponse(status, body);

/** What every page of one tournament loads, its board and the tournament, after the test's own `routes`. */
export function tournamentRoutes(tournament: Tournament, routes: Route[] = []): Route[] {
  return [...routes, [/\/api\/leaderboard/, json(sampleBoard())], [/\/api\/tournaments\/[^/]+$/, json(tournament)]];
}
