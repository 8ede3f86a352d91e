import { fakeResponse, sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import type { EventRole } from '@fairway/contracts/event-permissions';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin, retype } from '../../../shared/testing/render-admin';
import { TournamentTab } from './tournament-tab';

const user = userEvent.setup();

const tournament = sampleTournament({ timeZone: 'America/Los_Angeles' });
const teamA = sampleTeam();
const teamB = sampleTeam({ id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e', name: 'The Eagles' });
const pairing = { id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', tournamentId: tournament.id, teamAId: teamA.id, teamBId: teamB.id };

function renderTab(format: 'best-ball' | 'match-play' | 'scramble', failPut = false, myRole: EventRole = 'owner') {
  const sent: Array<[string, unknown]> = [];
  const view = renderAdmin(<TournamentTab tournament={{ ...tournament, format, myRole }} onDeleted={() => undefined} />, {
    routes: [
      ['GET', /\/teams$/, () => fakeResponse(200, [teamA, teamB])],
      ['GET', /\/match-pairings$/, () => fakeResponse(200, [pairing])],
      [
        'PUT',
        /\/match-pairings$/,
        (body) => {
          sent.push(['PUT', body]);
          return failPut
            ? fakeResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Match pairings are only for match-play tournaments' })
            : fakeResponse(200, [pairing]);
        },
      ],
      [
        'PATCH',
        /^\/api\/tournaments\/[^/]+$/,
        (body) => {
          sent.push(['PATCH', body]);
          return fakeResponse(200, { ...tournament, format, ...(body as object) });
        },
      ],
    ],
  });
  return { ...view, sent };
}

const click = (name: string, scope: HTMLElement = document.body) => user.click(within(scope).getByRole('button', { name }));

describe('the Tournament tab scoring settings', () => {
  it("shows the format's allowance with its default, checks it and saves it with the tie-break", async () => {
    const { sent } = renderTab('best-ball');
    const scoring = screen.getByRole('region', { name: 'Scoring' });
    const allowance = within(scoring).getByLabelText('Best ball allowance (%)');
    expect(allowance).toHaveProperty('value', '85');
    await retype(allowance, '101');
    await click('Save Scoring', scoring);
    within(scoring).getByText('Enter a percentage from 0 to 100');
    await retype(allowance, '90');
    await click('Save Scoring', scoring);
    await screen.findByText('Tournament Updated');
    await click('Use Default Allowances', scoring);
    expect(sent).toEqual([
      ['PATCH', { tieBreak: 'share', handicapAllowances: { bestBall: 90 } }],
      ['PATCH', { tieBreak: 'share', handicapAllowances: null }],
    ]);
  });

  it('has no match pairings outside match play', () => {
    renderTab('scramble');
    expect(screen.getByLabelText('Scramble, 4 players (% per player, lowest handicap first)')).toHaveProperty('value', '25, 20, 15, 10');
    expect(screen.queryByRole('region', { name: 'Match Pairings' })).toBeNull();
  });
});

describe('the venue time zone', () => {
  it('shows the zone and lets the admin pick another', async () => {
    const { sent } = renderTab('best-ball');
    screen.getByText('America/Los Angeles');
    await click('Edit Tournament');
    const zone = screen.getByLabelText<HTMLSelectElement>('Venue Time Zone');
    expect(zone.selectedOptions[0]?.textContent).toBe('America/Los Angeles');
    const chicago = screen.getByRole<HTMLOptionElement>('option', { name: 'America/Chicago' });
    await user.selectOptions(zone, chicago);
    await click('Save Changes');
    await screen.findByText('Tournament Updated');
    expect(sent).toEqual([['PATCH', { name: tournament.name, format: 'best-ball', status: 'active', timeZone: 'America/Chicago' }]]);
  });
});

describe('the match pairings editor', () => {
  it('loads the matches, refuses an incomplete one, then saves them whole', async () => {
    const { sent } = renderTab('match-play');
    const editor = await screen.findByRole('region', { name: 'Match Pairings' });
    await within(editor).findByRole('group', { name: 'Match 1' });
    await click('Add Match', editor);
    await click('Save Pairings', editor);
    expect(within(editor).getByRole('alert').textContent).toBe('Choose both teams of every match');
    await click('Remove match 2', editor);
    await click('Save Pairings', editor);
    await screen.findByText('Match pairings saved');
    expect(sent).toEqual([['PUT', { pairings: [{ teamAId: teamA.id, teamBId: teamB.id }] }]]);
  });

  it('shows why the API refused', async () => {
    renderTab('match-play', true);
    const editor = await screen.findByRole('region', { name: 'Match Pairings' });
    await within(editor).findByRole('group', { name: 'Match 1' });
    await click('Save Pairings', editor);
    await screen.findByText('Failed to save match pairings: Match pairings are only for match-play tournaments');
  });
});

describe('Edit Tournament', () => {
  it('says at the field that a name is required and sends nothing; Cancel restores the saved values', async () => {
    const { sent } = renderTab('best-ball');
    await click('Edit Tournament');
    await retype(screen.getByLabelText('Tournament Name'), '');
    const status = screen.getByLabelText<HTMLSelectElement>('Status');
    await user.selectOptions(status, screen.getByRole<HTMLOptionElement>('option', { name: 'Completed' }));
    await click('Save Changes');
    await screen.findByText('Tournament name is required');
    expect(sent).toEqual([]);
    await click('Cancel');
    await click('Edit Tournament');
    expect(screen.getByLabelText<HTMLInputElement>('Tournament Name').value).toBe(tournament.name);
    expect(screen.getByLabelText<HTMLSelectElement>('Status').selectedOptions[0]?.textContent).toBe('Active');
  });
});

describe('Delete Tournament', () => {
  it("is the owner's: a co-organiser edits and clones but is not offered the delete the API refuses them", () => {
    const owner = renderTab('best-ball');
    expect(screen.getByRole('button', { name: 'Delete Tournament' })).toBeTruthy();
    owner.unmount();
    renderTab('best-ball', false, 'co-organiser');
    expect(screen.queryByRole('button', { name: 'Delete Tournament' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Tournament' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clone for Next Year' })).toBeTruthy();
  });
});
