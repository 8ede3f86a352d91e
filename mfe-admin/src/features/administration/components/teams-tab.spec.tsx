import { jest } from '@jest/globals';
import { fakeResponse, sampleTeam } from '@fairway/api-client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAdmin } from '../../../testing/render-admin';
import { TeamsTab } from './teams-tab';

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const bogeys = sampleTeam();
const [ann, bo] = bogeys.players;
const full = sampleTeam({
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
  name: 'Full House',
  inviteCode: 'FULL44',
  players: [1, 2, 3, 4].map((position) => ({ ...ann!, id: `2a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4${position}`, name: `Member ${position}`, position })),
});

function renderTab(fail = false) {
  const writes: Array<[string, string, unknown]> = [];
  const answer = (reply: unknown) => (fail ? fakeResponse(500, { statusCode: 500, message: 'down' }) : fakeResponse(200, { ...bogeys, ...(reply as object | undefined) }));
  const view = renderAdmin(<TeamsTab tournamentId={tournamentId} />, {
    routes: [
      ['GET', /\/teams$/, () => fakeResponse(200, [bogeys, full])],
      ...(['POST', 'PATCH', 'DELETE'] as const).map((method) => [method, /^\/api\//, (body: unknown) => answer(body)] as [string, RegExp, (body: unknown) => Response]),
    ],
  });
  const record = view.fetch.getMockImplementation()!;
  view.fetch.mockImplementation(async (url, init) => {
    if (init?.method && init.method !== 'GET') writes.push([init.method, url, typeof init.body === 'string' ? JSON.parse(init.body) : undefined]);
    if (init?.method === 'POST' && url.endsWith('/invite-code')) return fail ? fakeResponse(500, 'down') : fakeResponse(200, { ...bogeys, inviteCode: 'NEW999' });
    if (init?.method === 'PATCH' && url.startsWith('/api/players/')) return fail ? fakeResponse(500, 'down') : fakeResponse(200, { ...bo, ...JSON.parse(String(init.body)) });
    if (init?.method === 'POST' && url.endsWith('/teams')) return fail ? fakeResponse(500, 'down') : fakeResponse(201, { ...bogeys, id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4f', name: 'Eagles' });
    if (init?.method === 'POST' && url.endsWith('/players')) return fail ? fakeResponse(500, 'down') : fakeResponse(201, { ...ann, id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41' });
    return record(url, init);
  });
  return { ...view, writes };
}

const click = (name: string, scope: HTMLElement = document.body) => act(async () => fireEvent.click(within(scope).getByRole('button', { name })));
const confirm = (name: string) => act(async () => fireEvent.click(within(document.querySelector('.ant-popover:not(.ant-popover-hidden)') as HTMLElement).getByRole('button', { name })));

describe('the Teams tab', () => {
  it('adds a team, renames one (ignoring an unchanged name) and deletes one after confirming', async () => {
    const { writes } = renderTab();
    await screen.findByRole('region', { name: 'The Bogey Men' });
    await click('Add Team');
    expect(screen.getByText('Team name required')).toBeTruthy();
    fireEvent.change(screen.getAllByLabelText('New team name')[0]!, { target: { value: 'Eagles' } });
    await click('Add Team');
    expect(await screen.findByText('Team added')).toBeTruthy();

    const team = screen.getByRole('region', { name: 'The Bogey Men' });
    await click('Rename', team);
    await click('Save Name', team);
    await click('Rename', team);
    fireEvent.change(within(team).getByLabelText('New team name'), { target: { value: 'Bogey Kings' } });
    await click('Save Name', team);
    expect(await screen.findByText('Team name updated')).toBeTruthy();

    await click('Delete Team', team);
    expect(screen.getByText('Its players and scores go with it.')).toBeTruthy();
    await confirm('Delete Team');
    expect(await screen.findByText('Team deleted')).toBeTruthy();
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
    expect(within(team).getByText('Player name is required')).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Player name'), { target: { value: 'Cy Park' } });
    await click('Add Player', editor);
    expect(await screen.findByText('Player added')).toBeTruthy();

    await click(`Edit ${bo!.name}`, team);
    fireEvent.change(within(team).getByLabelText('Player handicap'), { target: { value: '9' } });
    await click('Save Player', team);
    expect(await screen.findByText('Player updated')).toBeTruthy();

    await click(`Remove ${ann!.name}`, team);
    await confirm('Remove');
    expect(await screen.findByText('Player removed')).toBeTruthy();
    expect(writes).toEqual([
      ['POST', `/api/teams/${bogeys.id}/players`, { name: 'Cy Park', email: null, handicap: 18, position: 3 }],
      ['PATCH', `/api/players/${bo!.id}`, { name: bo!.name, email: bo!.email, handicap: 9, position: bo!.position }],
      ['DELETE', `/api/players/${ann!.id}`, undefined],
    ]);
  });

  it('copies the invite code and makes a new one', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderTab();
    const team = await screen.findByRole('region', { name: 'The Bogey Men' });
    expect(within(team).getByText('ABC123')).toBeTruthy();
    await click('Copy invite code of The Bogey Men', team);
    expect(writeText).toHaveBeenCalledWith('ABC123');
    expect(await screen.findByText('Invite code copied!')).toBeTruthy();
    await click('New Code', team);
    await confirm('New Code');
    expect(await screen.findByText('New invite code: NEW999. The old code no longer works.')).toBeTruthy();
  });

  it("shows the spec's failure messages", async () => {
    renderTab(true);
    const team = await screen.findByRole('region', { name: 'The Bogey Men' });
    fireEvent.change(screen.getAllByLabelText('New team name')[0]!, { target: { value: 'Eagles' } });
    await click('Add Team');
    expect(await screen.findByText('Failed to add team. Please try again.')).toBeTruthy();
    await click('Rename', team);
    fireEvent.change(within(team).getByLabelText('New team name'), { target: { value: 'X' } });
    await click('Save Name', team);
    expect(await screen.findByText('Failed to update team name')).toBeTruthy();
    await click(`Remove ${ann!.name}`, team);
    await confirm('Remove');
    expect(await screen.findByText('Failed to remove player')).toBeTruthy();
  });
});
