import { fakeResponse, sampleTeam } from '@fairway/api-client/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin, retype } from '../../../shared/testing/render-admin';
import { PreRegisterTab } from './pre-register-tab';

const user = userEvent.setup();

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';

function renderTab(failOnCall?: number) {
  const posted: unknown[] = [];
  const view = renderAdmin(<PreRegisterTab tournamentId={tournamentId} />, {
    routes: [
      [
        'POST',
        /\/api\/tournaments\/.+\/teams$/,
        (body) => {
          posted.push(body);
          return posted.length === failOnCall ? fakeResponse(409, { statusCode: 409, error: 'Conflict', message: 'taken' }) : fakeResponse(201, sampleTeam());
        },
      ],
    ],
  });
  return { ...view, posted };
}

const draft = (number: number) => screen.getByRole('region', { name: `Foursome ${number}` });
const type = (label: string, value: string, number = 1) => retype(within(draft(number)).getByLabelText(label), value);
const click = (name: string) => user.click(screen.getByRole('button', { name }));

async function fill(number: number, teamName: string, player: string, handicap = '') {
  await type('Team Name', teamName, number);
  await type('Player 1 name', player, number);
  await type('Player 1 handicap', handicap, number);
}

describe('the Pre-Register tab', () => {
  it('registers one team per draft and says how many', async () => {
    const { posted } = renderTab();
    await fill(1, 'Birdie Squad', 'Ann Lee', 'abc');
    await type('Player 1 e-mail', 'ann@example.com');
    await click('Add Foursome');
    await fill(2, 'Par Keepers', 'Bo Diaz');
    await click('Register 2 Teams');
    await screen.findByText('Pre-Registration Complete');
    screen.getByText('Successfully registered 2 teams');
    expect(posted).toEqual([
      { name: 'Birdie Squad', startingHole: 1, players: [{ name: 'Ann Lee', email: 'ann@example.com', handicap: 0, position: 1 }] },
      { name: 'Par Keepers', startingHole: 1, players: [{ name: 'Bo Diaz', email: null, handicap: 18, position: 1 }] },
    ]);
    expect(within(draft(1)).getByLabelText('Player 1 name')).toHaveProperty('value', '');
  });

  it('asks for a team name and a player before any request', async () => {
    const { posted } = renderTab();
    await click('Register 1 Team');
    await screen.findByText('Team Name Required');
    within(draft(1)).getByText('Team Name Required: Please enter a team name');
    within(draft(1)).getByText('Players Required: Please add at least one player');
    await fill(1, 'Birdie Squad', '');
    await click('Register 1 Team');
    await screen.findByText('Players Required');
    await type('Player 1 name', 'Ann');
    await type('Player 1 handicap', '55');
    await click('Register 1 Team');
    await within(draft(1)).findByText('Handicap must be between 0 and 54');
    // The hint states the range the form checks, in the words every handicap box uses.
    screen.getByText('Handicap 0-36 (up to 54 allowed); blank counts as 18. Players without a name are left out.');
    expect(posted).toEqual([]);
  });

  it('says there is nothing to register when every draft was removed', async () => {
    renderTab();
    await click('Remove');
    await click('Register 0 Teams');
    await screen.findByText('No Teams to Register');
    screen.getByText('Please add at least one foursome');
  });

  it('stops at the first refused team and keeps the drafts not yet registered', async () => {
    const { posted } = renderTab(2);
    await fill(1, 'One', 'Ann');
    await click('Add Foursome');
    await fill(2, 'Two', 'Bo');
    await click('Add Foursome');
    await fill(3, 'Three', 'Cy');
    await click('Register 3 Teams');
    await screen.findByText('Registration Failed');
    screen.getByText('Failed to complete pre-registration: taken');
    expect(posted).toHaveLength(2);
    expect(
      screen.getAllByRole('region', { name: /^Foursome/ }).map((region) => (within(region).getByLabelText('Team Name') as HTMLInputElement).value),
    ).toEqual(['Two', 'Three']);
  });
});
