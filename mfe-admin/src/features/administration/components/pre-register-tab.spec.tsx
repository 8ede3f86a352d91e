import { fakeResponse, sampleTeam } from '@fairway/api-client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAdmin } from '../../../testing/render-admin';
import { PreRegisterTab } from './pre-register-tab';

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';

function renderTab(failOnCall?: number) {
  const posted: unknown[] = [];
  const view = renderAdmin(<PreRegisterTab tournamentId={tournamentId} />, {
    routes: [
      ['POST', /\/api\/tournaments\/.+\/teams$/, (body) => {
        posted.push(body);
        return posted.length === failOnCall ? fakeResponse(409, { statusCode: 409, message: 'taken' }) : fakeResponse(201, sampleTeam());
      }],
    ],
  });
  return { ...view, posted };
}

const draft = (number: number) => screen.getByRole('region', { name: `Foursome ${number}` });
const type = (label: string, value: string, number = 1) => fireEvent.change(within(draft(number)).getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

function fill(number: number, teamName: string, player: string, handicap = '') {
  type('Team Name', teamName, number);
  type('Player 1 name', player, number);
  type('Player 1 handicap', handicap, number);
}

describe('the Pre-Register tab', () => {
  it('registers one team per draft and says how many', async () => {
    const { posted } = renderTab();
    fill(1, 'Birdie Squad', 'Ann Lee', 'abc');
    type('Player 1 e-mail', 'ann@example.com');
    await click('Add Foursome');
    fill(2, 'Par Keepers', 'Bo Diaz');
    await click('Register 2 Teams');
    expect(await screen.findByText('Pre-Registration Complete')).toBeTruthy();
    expect(screen.getByText('Successfully registered 2 teams')).toBeTruthy();
    expect(posted).toEqual([
      { name: 'Birdie Squad', startingHole: 1, players: [{ name: 'Ann Lee', email: 'ann@example.com', handicap: 0, position: 1 }] },
      { name: 'Par Keepers', startingHole: 1, players: [{ name: 'Bo Diaz', email: null, handicap: 18, position: 1 }] },
    ]);
    expect(within(draft(1)).getByLabelText('Player 1 name')).toHaveProperty('value', '');
  });

  it('asks for a team name and a player before any request', async () => {
    const { posted } = renderTab();
    await click('Register 1 Team');
    expect(await screen.findByText('Team Name Required')).toBeTruthy();
    expect(within(draft(1)).getByText('Team Name Required: Please enter a team name')).toBeTruthy();
    expect(within(draft(1)).getByText('Players Required: Please add at least one player')).toBeTruthy();
    fill(1, 'Birdie Squad', '');
    await click('Register 1 Team');
    expect(await screen.findByText('Players Required')).toBeTruthy();
    type('Player 1 name', 'Ann');
    type('Player 1 handicap', '55');
    await click('Register 1 Team');
    expect(await within(draft(1)).findByText('Handicap must be between 0 and 54')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('says there is nothing to register when every draft was removed', async () => {
    renderTab();
    await click('Remove');
    await click('Register 0 Teams');
    expect(await screen.findByText('No Teams to Register')).toBeTruthy();
    expect(screen.getByText('Please add at least one foursome')).toBeTruthy();
  });

  it('stops at the first refused team and keeps the drafts not yet registered', async () => {
    const { posted } = renderTab(2);
    fill(1, 'One', 'Ann');
    await click('Add Foursome');
    fill(2, 'Two', 'Bo');
    await click('Add Foursome');
    fill(3, 'Three', 'Cy');
    await click('Register 3 Teams');
    expect(await screen.findByText('Registration Failed')).toBeTruthy();
    expect(screen.getByText('Failed to complete pre-registration')).toBeTruthy();
    expect(posted).toHaveLength(2);
    expect(screen.getAllByRole('region', { name: /^Foursome/ }).map((region) => (within(region).getByLabelText('Team Name') as HTMLInputElement).value)).toEqual(['Two', 'Three']);
  });
});
