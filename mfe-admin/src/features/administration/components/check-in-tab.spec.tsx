import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse, sampleAddOn, sampleLedgerEntry, sampleTeam } from '@fairway/api-client/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin, retype } from '../../../shared/testing/render-admin';
import { adminDialogParts } from '../../../app/admin-dialog-parts';
import { CheckInTab } from './check-in-tab';

const user = userEvent.setup();

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const bogeys = sampleTeam();
const [ann, bo] = bogeys.players;
const eagles = sampleTeam({
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
  name: 'The Eagles',
  players: [
    {
      ...ann!,
      id: '2a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41',
      name: 'Cy Eagle',
      email: 'cy@example.com',
      checkedIn: true,
      checkedInAt: '2026-11-23T14:42:00.000Z',
    },
  ],
});

function renderTab(fail = false) {
  const patches: Array<[string, unknown]> = [];
  const view = renderAdmin(<CheckInTab tournamentId={tournamentId} sales={adminDialogParts} />, {
    routes: [
      ['GET', /\/teams$/, json(200, [bogeys, eagles])],
      [
        'PATCH',
        /^\/api\/players\//,
        (body) => {
          patches.push(['patch', body]);
          return fail ? fakeResponse(500, 'down') : fakeResponse(200, { ...ann, ...(body as object) });
        },
      ],
    ],
  });
  return { ...view, patches };
}

describe('the Check-In tab', () => {
  it('badges each team and checks in a player, the whole team, or undoes a check-in', async () => {
    const { patches, fetch } = renderTab();
    const team = await screen.findByRole('region', { name: 'The Bogey Men' });
    within(team).getByText('Not Started');
    within(screen.getByRole('region', { name: 'The Eagles' })).getByText('Complete');

    await user.click(within(team).getByRole('button', { name: `Check in ${ann!.name}` }));
    await screen.findByText('Player checked in successfully');
    await user.click(within(team).getByRole('button', { name: 'Check In Team' }));
    await screen.findByText('Entire team checked in successfully');
    await user.click(screen.getByRole('button', { name: 'Undo check-in of Cy Eagle' }));
    await screen.findByText('The player is no longer checked in');

    expect(patches.map(([, body]) => body)).toEqual([{ checkedIn: true }, { checkedIn: true }, { checkedIn: true }, { checkedIn: false }]);
    const urls = fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([url]) => url);
    expect(urls).toEqual([`/api/players/${ann!.id}`, `/api/players/${ann!.id}`, `/api/players/${bo!.id}`, `/api/players/${eagles.players[0]!.id}`]);
  });

  it('finds teams by team name, player name or e-mail', async () => {
    renderTab();
    const search = await screen.findByLabelText('Search teams, players or e-mails');
    await retype(search, 'CY@EX');
    expect(screen.queryByRole('region', { name: 'The Bogey Men' })).toBeNull();
    screen.getByRole('region', { name: 'The Eagles' });
    await retype(search, 'nobody');
    screen.getByText('No team or player matches.');
  });

  it('says Check-in Failed when the API refuses', async () => {
    renderTab(true);
    const team = await screen.findByRole('region', { name: 'The Bogey Men' });
    await user.click(within(team).getByRole('button', { name: `Check in ${ann!.name}` }));
    await screen.findByText('Check-in Failed');
  });

  it('says why the teams could not be read', async () => {
    renderAdmin(<CheckInTab tournamentId={tournamentId} sales={adminDialogParts} />, {
      routes: [['GET', /\/teams$/, json(503, { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' })]],
    });
    await screen.findByText('Failed to fetch teams: Database unavailable');
  });

  it('offers the add-ons on sale under each team, with the cash this volunteer took', async () => {
    renderAdmin(<CheckInTab tournamentId={tournamentId} sales={adminDialogParts} />, {
      user: fakeUser({ uid: 'admin-uid' }),
      routes: [
        ['GET', /\/teams$/, json(200, [bogeys, eagles])],
        ['GET', /\/add-ons$/, json(200, [sampleAddOn()])],
        ['GET', /\/ledger\?method=cash$/, json(200, { entries: [sampleLedgerEntry({ amount: 30 })], raised: 30 })],
      ],
    });
    const team = await screen.findByRole('region', { name: 'The Bogey Men' });
    await within(team).findByRole('button', { name: 'One Mulligan more for The Bogey Men' });
    expect((await screen.findByRole('status', { name: 'Your cash total' })).textContent).toContain('$30.00');
  });
});
