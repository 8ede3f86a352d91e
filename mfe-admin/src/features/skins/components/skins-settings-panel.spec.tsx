import { fakeResponse, sampleSkinsSettings, sampleTeam } from '@fairway/api-client/testing';
import { type SkinsSettingsResponse, skinsMessages } from '@fairway/contracts/skins';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin, retype } from '../../../shared/testing/render-admin';
import { SkinsSettingsPanel } from './skins-settings-panel';

const user = userEvent.setup();

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const player = (id: string, name: string, position: number) => ({ id, name, email: null, handicap: 10, position, checkedIn: false, checkedInAt: null });
const ann = player('1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41', 'Ann', 1);
const bob = player('1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42', 'Bob', 2);
const cy = player('1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c43', 'Cy', 1);
const teams = [
  sampleTeam({ id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02', name: 'Hawks', players: [cy] }),
  sampleTeam({ id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01', name: 'Eagles', players: [bob, ann] }),
];
const nobodyEntered = sampleSkinsSettings({ tournamentId, entryFee: 10, donatedPercent: 10 });

type Write = [method: string, url: string, body: unknown];

/** The panel against a fake API whose skins read answers what the last save made of it (null: skins not set up). */
function renderPanel(saved: SkinsSettingsResponse | null = nobodyEntered) {
  const writes: Write[] = [];
  let skins = saved;
  const names = new Map([...teams.map((team) => [team.id, team.name] as const), ...[ann, bob, cy].map((one) => [one.id, one.name] as const)]);
  const view = renderAdmin(<SkinsSettingsPanel tournamentId={tournamentId} />);
  view.fetch.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') writes.push([method, url, body]);
    switch (`${method} ${url}`) {
      case `GET /api/tournaments/${tournamentId}/skins`:
        return skins ? fakeResponse(200, skins) : fakeResponse(404, { statusCode: 404, error: 'Not Found', message: skinsMessages.notConfigured });
      case `PUT /api/tournaments/${tournamentId}/skins`:
        skins = { ...body, tournamentId, entrants: [], pot: 0, donated: 0 };
        return fakeResponse(200, skins);
      case `GET /api/tournaments/${tournamentId}/teams`:
        return fakeResponse(200, teams);
      case `PUT /api/tournaments/${tournamentId}/skins/entrants`: {
        const entrants = (body.entrantIds as string[]).map((id) => ({ id, name: names.get(id)! })).sort((a, b) => a.name.localeCompare(b.name));
        skins = { ...skins!, entrants, pot: entrants.length * 9, donated: entrants.length };
        return fakeResponse(200, skins);
      }
      default:
        return fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `no fake for ${method} ${url}` });
    }
  });
  return { ...view, writes };
}

const entrants = () => screen.getByRole('group', { name: 'Entrants' });
const ticked = (box: HTMLElement) => (box as HTMLInputElement).checked;
const preview = (form: HTMLElement) => within(form).getByRole('status').textContent;

describe('the skins entrants', () => {
  it('says everyone plays while nobody is recorded, ticks players by name and team with the pot previewed, and saves them', async () => {
    const { writes } = renderPanel();
    await screen.findByText('No entrants recorded: everyone plays, no pot');
    await user.click(within(entrants()).getByRole('button', { name: 'Record Entrants' }));
    const form = await screen.findByRole('form', { name: 'Skins entrants' });
    const players = within(form).getByRole('group', { name: 'Players' });
    expect(
      within(players)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Ann (Eagles)', 'Bob (Eagles)', 'Cy (Hawks)']);
    expect(preview(form)).toBe('0 of 3 ticked: everyone plays, no pot');

    await user.click(within(form).getByRole('checkbox', { name: 'Ann (Eagles)' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Cy (Hawks)' }));
    // $10 each, 10% to the charity: the pot is what is left.
    expect(preview(form)).toBe('2 of 3 ticked · pot $18.00 · $2.00 donated');
    await user.click(within(form).getByRole('button', { name: 'Everyone' }));
    expect(ticked(within(form).getByRole('checkbox', { name: 'Bob (Eagles)' }))).toBe(true);
    expect(preview(form)).toBe('3 of 3 ticked · pot $27.00 · $3.00 donated');
    await user.click(within(form).getByRole('button', { name: 'Nobody' }));
    expect(
      within(players)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Everyone' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Bob (Eagles)' }));
    expect(writes).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Save Entrants' }));
    await screen.findByText('Skins entrants saved');
    expect(writes).toEqual([['PUT', `/api/tournaments/${tournamentId}/skins/entrants`, { entrantIds: [ann.id, cy.id] }]]);
    await within(entrants()).findByText('2 entrants: Ann, Cy');
    expect(screen.queryByRole('form', { name: 'Skins entrants' })).toBeNull();
  });

  it('starts from the saved entrants, and Cancel leaves them as they were', async () => {
    const { writes } = renderPanel({ ...nobodyEntered, entrants: [{ id: bob.id, name: 'Bob' }], pot: 9, donated: 1 });
    await screen.findByText('1 entrant: Bob');
    await user.click(within(entrants()).getByRole('button', { name: 'Change Entrants' }));
    const form = await screen.findByRole('form', { name: 'Skins entrants' });
    expect(ticked(await within(form).findByRole('checkbox', { name: 'Bob (Eagles)' }))).toBe(true);
    expect(preview(form)).toBe('1 of 3 ticked · pot $9.00 · $1.00 donated');
    await user.click(within(form).getByRole('checkbox', { name: 'Ann (Eagles)' }));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await within(entrants()).findByText('1 entrant: Bob');
    expect(writes).toEqual([]);
  });

  it('in team skins ticks teams', async () => {
    const { writes } = renderPanel({ ...nobodyEntered, unit: 'team' });
    await user.click(await within(await screen.findByRole('group', { name: 'Entrants' })).findByRole('button', { name: 'Record Entrants' }));
    const form = await screen.findByRole('form', { name: 'Skins entrants' });
    const boxes = within(await within(form).findByRole('group', { name: 'Teams' })).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(['Eagles', 'Hawks']);
    await user.click(within(form).getByRole('checkbox', { name: 'Hawks' }));
    await user.click(within(form).getByRole('button', { name: 'Save Entrants' }));
    await within(entrants()).findByText('1 entrant: Hawks');
    expect(writes).toEqual([['PUT', `/api/tournaments/${tournamentId}/skins/entrants`, { entrantIds: [teams[0]!.id] }]]);
  });
});

describe('the skins settings', () => {
  it('sets up skins, refusing a share over 100%', async () => {
    const { writes } = renderPanel(null);
    const skins = await screen.findByRole('region', { name: 'Skins' });
    await within(skins).findByText('Skins are not set up for this tournament yet.');
    await user.click(within(skins).getByRole('button', { name: 'Set Up Skins' }));
    const form = await screen.findByRole('form', { name: 'Skins settings' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Scores' }), 'Gross and net (two games)');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Played' }), 'Per team (best ball)');
    await user.click(within(form).getByRole('checkbox', { name: /Carryover/ }));
    await retype(within(form).getByRole('textbox', { name: 'Share donated (%)' }), '120');
    await user.click(within(form).getByRole('button', { name: 'Save Skins' }));
    within(form).getByText(skinsMessages.donatedPercent);
    await retype(within(form).getByRole('textbox', { name: 'Share donated (%)' }), '25');
    await retype(within(form).getByRole('textbox', { name: 'Entry fee ($)' }), '10');
    await user.click(within(form).getByRole('button', { name: 'Save Skins' }));
    await screen.findByText('Skins settings saved');
    await within(skins).findByText(/^Gross and net, per team \(best ball\), no carryover/);
    expect(writes).toEqual([
      [
        'PUT',
        `/api/tournaments/${tournamentId}/skins`,
        { basis: 'both', unit: 'team', carryover: false, validation: 'none', entryFee: 10, donatedPercent: 25 },
      ],
    ]);
  });
});
