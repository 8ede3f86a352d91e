import 'fake-indexeddb/auto';
import { fakeResponse, sampleContest, sampleTournament } from '@fairway/api-client/testing';
import type { MyStationsResponse, StationView } from '@fairway/contracts/contest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderScoring } from '../../../shared/testing/render-scoring';
import { MyStationsPage } from './my-stations-page';

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

const tournament = sampleTournament();
const volunteer = { uid: 'vera-uid', email: 'vera@example.com', displayName: 'Vera Volunteer' };
const pinId = '33333333-3333-4333-8333-333333333331';
const driveId = '33333333-3333-4333-8333-333333333332';
const mine: MyStationsResponse = {
  stations: [
    {
      contestId: pinId,
      hole: 7,
      kind: 'closest-to-pin',
      title: 'Closest to the Pin, hole 7',
      sponsorName: 'Acme',
      stationPath: `/tournament/${tournament.id}/my-stations?contest=${pinId}`,
    },
    {
      contestId: driveId,
      hole: 12,
      kind: 'longest-drive',
      title: 'Longest Drive, hole 12',
      sponsorName: null,
      stationPath: `/tournament/${tournament.id}/my-stations?contest=${driveId}`,
    },
  ],
};
const myStationsPath = /\/api\/tournaments\/[^/]+\/my-stations$/;
const tournamentPath = /\/api\/tournaments\/[^/]+$/;
const revoked = () =>
  fakeResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Your role on this event was removed by the organiser.', code: 'EVENT_ROLE_REVOKED' });

describe('MyStationsPage', () => {
  it('lists the volunteer’s contests by hole, each opening its station on their account', async () => {
    renderScoring(<MyStationsPage tournamentId={tournament.id} />, {
      user: volunteer as never,
      routes: [
        ['GET', myStationsPath, json(200, mine)],
        ['GET', tournamentPath, json(200, tournament)],
      ],
    });
    const list = await screen.findByRole('list', { name: 'My stations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Hole 7Closest to the PinSponsored by Acme›', 'Hole 12Longest Drive›']);
    await userEvent.click(links[1]!);
    expect(screen.getByTestId('location').textContent).toBe(`/tournament/${tournament.id}/my-stations?contest=${driveId}`);
  });

  it('opens a station signed in, without a link token, on its contest’s route', async () => {
    const view: StationView = { contest: sampleContest({ id: pinId, hole: 7 }), teams: [], entries: [] };
    const { fetch } = renderScoring(<MyStationsPage tournamentId={tournament.id} contestId={pinId} />, {
      user: volunteer as never,
      routes: [['GET', new RegExp(`/api/contests/${pinId}/station$`), json(200, view)]],
    });
    await screen.findByText('Hole 7 volunteer station');
    const [url, init] = fetch.mock.calls.find(([called]) => String(called).includes('/station'))!;
    expect(String(url)).toBe(`/api/contests/${pinId}/station`);
    expect(new Headers(init?.headers).has('x-station-token')).toBe(false);
    expect(screen.getByRole('link', { name: '‹ All my stations' }).getAttribute('href')).toBe(`/tournament/${tournament.id}/my-stations`);
  });

  it('says the role was removed when the organiser revoked it, on the list and on an open station', async () => {
    const first = renderScoring(<MyStationsPage tournamentId={tournament.id} />, { user: volunteer as never, routes: [['GET', myStationsPath, revoked]] });
    await screen.findByRole('heading', { name: 'Your role was removed' });
    first.unmount();
    renderScoring(<MyStationsPage tournamentId={tournament.id} contestId={pinId} />, {
      user: volunteer as never,
      routes: [['GET', /\/station$/, revoked]],
    });
    await screen.findByRole('heading', { name: 'Your role was removed' });
  });

  it('tells another role the stations are not theirs, and a visitor to sign in', async () => {
    const refused = () =>
      fakeResponse(403, { statusCode: 403, error: 'Forbidden', message: "Only the tournament's organisers and contest volunteers can open contest stations." });
    const first = renderScoring(<MyStationsPage tournamentId={tournament.id} />, { user: volunteer as never, routes: [['GET', myStationsPath, refused]] });
    await screen.findByRole('heading', { name: 'No stations of yours' });
    first.unmount();
    renderScoring(<MyStationsPage tournamentId={tournament.id} />);
    await screen.findByRole('heading', { name: 'Sign in to open your stations' });
  });
});
