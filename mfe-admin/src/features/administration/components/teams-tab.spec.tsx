import { jest } from '@jest/globals';
import { fakeResponse, sampleTeam } from '@fairway/api-client/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin, retype } from '../../../shared/testing/render-admin';
import { TeamsTab } from './teams-tab';

const user = userEvent.setup();

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const bogeys = sampleTeam();
const [ann, bo] = bogeys.players;
const full = sampleTeam({
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
  name: 'Full House',
  inviteCode: 'FULL44',
  players: [1, 2, 3, 4].map((position) => ({ ...ann!, id: `2a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4${position}`, name: `Member ${position}`, position })),
});

const down = () => fakeResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'down' });

function renderTab(fail = false) {
  const writes: Array<[string, string, unknown]> = [];
  const answer = (reply: unknown) => (fail ? down() : fakeResponse(200, { ...bogeys, ...(reply as object | undefined) }));
  const view = renderAdmin(<TeamsTab tournamentId={tournamentId} />, {
    routes: [
      ['GET', /\/teams$/, () => fakeResponse(200, [bogeys, full])],
      ...(['POST', 'PATCH', 'DELETE'] as const).map(
        (method) => [method, /^\/api\//, (body: unknown) => answer(body)] as [string, RegExp, (body: unknown) => Response],
      ),
    ],
  });
  const record = view.fetch.getMockImplementation()!;
  view.fetch.mockImplementation(async (url, init) => {
    if (init?.method && init.method !== 'GET') writes.push([init.method, url, typeof init.body === 'string' ? JSON.parse(init.body) : undefined]);
    if (init?.method === 'POST' && url.endsWith('/invite-code')) return fail ? down() : fakeResponse(200, { ...bogeys, inviteCode: 'NEW999' });
    if (init?.method === 'PATCH' && url.startsWith('/api/players/')) return fail ? down() : fakeResponse(200, { ...bo, ...JSON.parse(String(init.body)) });
    if (init?.method === 'POST' && url.endsWith('/teams'))
      return fail ? down() : fakeResponse(201, { ...bogeys, id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4f', name: 'Eagles' });
    if (init?.method === 'POST' && url.endsWith('/players')) return fail ? down() : fakeResponse(201, { ...ann, id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41' });
    return record(url, init);
  });
  return { ...view, writes };
}

const click = (name: string, scope: HTMLElement = document.body) => user.click(within(scope).getByRole('button', { name }));
const confirm = (name: string) =>
  user.click(within(document.querySelector('.ant-popover:not(.ant-popover-hidden)') as HTMLElement).getByRole('button', { name }));

describe('the Teams tab', () => {
  it('adds a team, renames one (ignoring an unchanged name) and deletes one after confirming', async () => {
    const { writes } = renderTab();
    await screen.findByRole('region', { name: 'The Bogey Men' });
    await click('Add Team');
    screen.getByText('Team name required');
    await retype(screen.getAllByLabelText('New team name')[0]!, 'Eagles');
    await click('Add Team');
    await screen.findByText('Team added');

    const team = screen.getByRole('region', { name: 'The Bogey Men' });
    await click('Rename', team);
    await click('Save Name', team);
    await click('Rename', team);
    await retype(within(team).getByLabelText('New team name'), 'Bogey Kings');
    await click('Save Name', team);
    await screen.findByText('Team name updated');

    await click('Delete Team', team);
    screen.getByText('Its players and scores go with it.');
    await confirm('Delete Team');
    await screen.findByText('Team deleted');
    expect(writes).toEqual([
      ['POST', `/api/tournaments/${tournamentId}/teams`, { name: 'Eagles' }],
      ['PATCH', `/api/teams/${bogeys.id}`, { name: 'Bogey Kings' }],
      ['DELETE', `/api/teams/${bogeys.id}`, undefined],
    ]);
  });

  it('adds, edits and removes players, with Add Player hidden on a full team', async () => {
    const { writes } = renderTab();
    const team = await screen.findByRole('region', { name: 'The Bogey Men' });
    expect(within(screen.getByRole('region', { name: 'Full House' })).queryByRole('button', { name: 'Add Player' })).toBeNull();

    await click('Add Player', team);
    const editor = within(team).getByRole('group', { name: 'Add Player' });
    await click('Add Player', editor);
    within(team).getByText('Player name is required');
    await retype(within(editor).getByLabelText('Player name'), 'Cy Park');
    await click('Add Player', editor);
    await screen.findByText('Player added');

    await click(`Edit ${bo!.name}`, team);
    await retype(within(team).getByLabelText('Player handicap'), '9');
    await click('Save Player', team);
    await screen.findByText('Player updated');

    await click(`Remove ${ann!.name}`, team);
    await confirm('Remove');
    await screen.findByText('Player removed');
    expect(writes).toEqual([
      ['POST', `/api/teams/${bogeys.id}/players`, { name: 'Cy Park', email: null, handicap: 18, position: 3 }],
      ['PATCH', `/api/players/${bo!.id}`, { name: bo!.name, email: bo!.email, handicap: 9, position: bo!.position }],
      ['DELETE', `/api/players/${ann!.id}`, undefined],
    ]);
  });

  it('copies the invite code and makes a new one', async () => {
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderTab();
    const team = await screen.findByRole('region', { name: 'The Bogey Men' });
    within(team).getByText('ABC123');
    await click('Copy invite code of The Bogey Men', team);
    expect(writeText).toHaveBeenCalledWith('ABC123');
    await screen.findByText('Invite code copied!');
    await click('New Code', team);
    await confirm('New Code');
    await screen.findByText('New invite code: NEW999. The old code no longer works.');
  });

  it('says what failed and why', async () => {
    renderTab(true);
    const team = await screen.findByRole('region', { name: 'The Bogey Men' });
    await retype(screen.getAllByLabelText('New team name')[0]!, 'Eagles');
    await click('Add Team');
    await screen.findByText('Failed to add team. Please try again.: down');
    await click('Rename', team);
    await retype(within(team).getByLabelText('New team name'), 'X');
    await click('Save Name', team);
    await screen.findByText('Failed to update team name: down');
    await click(`Remove ${ann!.name}`, team);
    await confirm('Remove');
    await screen.findByText('Failed to remove player: down');
  });
});
