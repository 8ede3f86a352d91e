import { fakeResponse } from '@fairway/api-client/testing';
import type { Award, AwardsSettings } from '@fairway/contracts/awards';
import { awardsMessages } from '@fairway/contracts/awards-messages';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin, retype } from '../../../shared/testing/render-admin';
import { AwardsTab } from './awards-tab';

const user = userEvent.setup();
const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const open: AwardsSettings = { tournamentId, hiddenHoles: 0, placePrizes: [], scoringClosedAt: null };
const awards: Award[] = [
  {
    id: 'place-1',
    category: 'place',
    title: '1st Place',
    prize: 'Trophy',
    sponsorName: 'Acme',
    winners: [{ name: 'Eagles', teamName: 'Eagles', detail: '-6' }],
  },
  {
    id: 'contest-1-women',
    category: 'contest',
    title: 'Closest to the Pin (Women), hole 7',
    prize: null,
    sponsorName: null,
    winners: [{ name: 'Ann Lee', teamName: 'Eagles', detail: '4 ft 2 in' }],
  },
  { id: 'skins-gross', category: 'skins', title: 'Skins (gross)', prize: null, sponsorName: null, winners: [] },
];

function renderTab() {
  const writes: Array<[string, string, unknown]> = [];
  let settings = open;
  const view = renderAdmin(<AwardsTab tournamentId={tournamentId} />);
  view.fetch.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') writes.push([method, url, body]);
    const base = `/api/tournaments/${tournamentId}/awards`;
    if (method === 'GET' && url === `${base}/settings`) return fakeResponse(200, settings);
    if (method === 'PUT' && url === `${base}/settings`) {
      settings = { ...settings, ...body };
      return fakeResponse(200, settings);
    }
    if (method === 'POST' && url === `${base}/close-scoring`) {
      settings = { ...settings, scoringClosedAt: '2026-11-21T17:02:00.000Z' };
      return fakeResponse(200, { ...settings, cardsLocked: 12 });
    }
    if (method === 'GET' && url === base) return fakeResponse(200, { tournamentId, awards });
    return fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `no fake for ${method} ${url}` });
  });
  return { ...view, writes };
}

describe('the Awards tab', () => {
  it('hides the last holes and gives place prizes, refusing too many hidden holes', async () => {
    const { writes } = renderTab();
    const before = await screen.findByRole('region', { name: 'Before the ceremony' });
    within(before).getByText('Every hole shows on the public boards');
    await user.click(within(before).getByRole('button', { name: 'Change' }));
    const form = await screen.findByRole('form', { name: 'Awards settings' });
    await retype(within(form).getByLabelText('Holes hidden from public boards'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save Awards Settings' }));
    within(form).getByText(awardsMessages.hiddenHoles);
    expect(writes).toEqual([]);

    await retype(within(form).getByLabelText('Holes hidden from public boards'), '3');
    await user.type(within(form).getByRole('textbox', { name: '1st Place prize' }), 'Trophy');
    await user.type(within(form).getByRole('textbox', { name: '1st Place sponsor' }), 'Acme');
    await user.click(within(form).getByRole('button', { name: 'Save Awards Settings' }));
    await screen.findByText('Awards settings saved');
    await within(before).findByText('The last 3 holes are hidden from public boards until the awards');
    within(before).getByText('1st: Trophy (Acme)');
    expect(writes).toEqual([
      ['PUT', `/api/tournaments/${tournamentId}/awards/settings`, { hiddenHoles: 3, placePrizes: [{ prize: 'Trophy', sponsorName: 'Acme' }] }],
    ]);
  });

  it('closes scoring only after confirming, then says when', async () => {
    const { writes } = renderTab();
    const section = await screen.findByRole('region', { name: 'Close scoring' });
    await user.click(within(section).getByRole('button', { name: 'Close Scoring' }));
    expect(writes).toEqual([]);
    const confirm = await within(section).findByRole('group', { name: 'Close scoring now?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Close Scoring' }));
    const status = await within(section).findByRole('status');
    expect(status.textContent).toMatch(/^Scoring closed at .*: every card is locked\. 12 cards locked\.$/);
    expect(writes).toEqual([['POST', `/api/tournaments/${tournamentId}/awards/close-scoring`, undefined]]);
  });

  it('lists every award with its prize, sponsor and winners, and links to the MC’s page', async () => {
    renderTab();
    const list = await screen.findByRole('region', { name: 'Award list' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1st PlacePrize: Trophy · Sponsored by AcmeEagles, -6',
      'Closest to the Pin (Women), hole 7Ann Lee (Eagles), 4 ft 2 in',
      'Skins (gross)No winner',
    ]);
    expect(within(list).getByRole('link', { name: 'Open the MC’s reveal page' }).getAttribute('href')).toBe(`/tournament/${tournamentId}/reveal`);
  });
});
