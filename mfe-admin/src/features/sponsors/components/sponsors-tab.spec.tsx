import { fakeResponse, sampleAdminSponsor, sampleSponsorTier } from '@fairway/api-client/testing';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { SponsorsTab } from './sponsors-tab';

const user = userEvent.setup();
const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const gold = sampleSponsorTier();
const acme = sampleAdminSponsor({ holes: [7] });
const beta = sampleAdminSponsor({ id: '00000000-0000-4000-8000-0000000000e2', name: 'Beta Bank', holes: [], tierId: null, tierName: null, amount: 250 });
const holes = Array.from({ length: 18 }, (_, index) => ({
  hole: index + 1,
  sponsor: index + 1 === 7 ? { id: acme.id, name: acme.name, logoUrl: null, website: null } : null,
}));

function renderTab() {
  const writes: Array<[string, string, unknown]> = [];
  const record =
    (reply: unknown, status = 200) =>
    (body: unknown) => {
      const [url, init] = view.fetch.mock.calls.at(-1)!;
      writes.push([init?.method ?? 'GET', url.replace(`/api/tournaments/${tournamentId}/`, ''), body ?? init?.body]);
      return fakeResponse(status, reply);
    };
  const view = renderAdmin(<SponsorsTab tournamentId={tournamentId} />, {
    routes: [
      ['GET', /\/sponsor-tiers$/, json(200, [gold])],
      ['GET', /\/sponsors$/, json(200, [acme, beta])],
      ['GET', /\/hole-sponsors$/, json(200, holes)],
      ['POST', /\/sponsor-tiers$/, record({ ...gold, id: '00000000-0000-4000-8000-0000000000f2', name: 'Silver', price: 1000, slots: null, taken: 0 }, 201)],
      ['POST', /\/sponsors$/, record(beta, 201)],
      ['PATCH', /\/sponsors\//, record({ ...beta, paid: true })],
      ['PUT', /\/logo$/, record({ ...beta, logoUrl: '/logo' })],
      ['PUT', /\/hole-sponsors\/\d+$/, record(holes)],
      ['DELETE', /\/hole-sponsors\/\d+$/, record(holes)],
    ],
  });
  return { ...view, writes };
}

describe('the Sponsors tab', () => {
  it('adds a tier after checking its price, with a blank count meaning no limit', async () => {
    const { writes } = renderTab();
    const form = await screen.findByRole('form', { name: 'Add a tier' });
    within(await screen.findByRole('list', { name: 'Sponsor tiers' })).getByText('$5,000.00 · 1 of 2 taken');
    await user.type(within(form).getByLabelText('Tier name'), 'Silver');
    await user.type(within(form).getByLabelText('Price ($)'), '10.001');
    await user.click(within(form).getByRole('button', { name: 'Add tier' }));
    within(form).getByText(fundraisingMessages.amountInvalid);
    await user.clear(within(form).getByLabelText('Price ($)'));
    await user.type(within(form).getByLabelText('Price ($)'), '1000');
    await user.click(within(form).getByRole('button', { name: 'Add tier' }));
    await screen.findByText('Tier Silver added');
    expect(writes).toEqual([['POST', 'sponsor-tiers', { name: 'Silver', price: '1000', slots: null, benefits: '' }]]);
  });

  it('adds a sponsor in a tier, marks one paid and uploads a logo, refusing an SVG', async () => {
    const { writes } = renderTab();
    const form = await screen.findByRole('form', { name: 'Add a sponsor' });
    await user.type(within(form).getByLabelText('Sponsor name'), 'Beta Bank');
    await screen.findByRole('option', { name: 'Gold ($5,000.00)' });
    await user.selectOptions(within(form).getByLabelText('Tier'), 'Gold ($5,000.00)');
    await user.click(within(form).getByRole('button', { name: 'Add sponsor' }));
    await screen.findByText('Beta Bank added');

    const row = screen.getByText('Beta Bank', { selector: 'strong' }).closest('li')!;
    await user.click(within(row).getByRole('checkbox', { name: 'Paid' }));
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    // As a browser does when the person picks "All files" in the file dialog.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Logo file of Beta Bank'), svg);
    await screen.findByText(fundraisingMessages.logoTypeInvalid);
    const png = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo file of Beta Bank'), png);
    await screen.findByText('Logo of Beta Bank uploaded');
    expect(writes.map(([method, path, body]) => [method, path, body instanceof File ? body.name : body])).toEqual([
      ['POST', 'sponsors', { name: 'Beta Bank', tierId: gold.id, website: '', paid: false }],
      ['PATCH', `sponsors/${beta.id}`, { paid: true }],
      ['PUT', `sponsors/${beta.id}/logo`, 'logo.png'],
    ]);
  });

  it('shows the 18 holes taken or free, assigns a free one and clears a taken one', async () => {
    const { writes } = renderTab();
    const grid = await screen.findByRole('group', { name: 'Holes' });
    await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(18));
    await user.click(within(grid).getByRole('button', { name: /^Hole 3\s*:\s*Free$/ }));
    await user.selectOptions(screen.getByLabelText('Sponsor for hole 3'), 'Beta Bank');
    await user.click(screen.getByRole('button', { name: 'Assign hole 3' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Assign hole 3' })).toBeNull());
    await user.click(within(grid).getByRole('button', { name: /^Hole 7\s*:\s*Acme Golf$/ }));
    await user.click(screen.getByRole('button', { name: 'Clear hole 7' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes).toEqual([
      ['PUT', 'hole-sponsors/3', { sponsorId: beta.id }],
      ['DELETE', 'hole-sponsors/7', undefined],
    ]);
  });

  it('corrects a sponsor after checking the website', async () => {
    const { writes } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit sponsor Beta Bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Beta Bank' });
    await user.clear(within(dialog).getByLabelText('Website'));
    await user.type(within(dialog).getByLabelText('Website'), 'beta.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(fundraisingMessages.logoUrlInvalid);
    await user.clear(within(dialog).getByLabelText('Website'));
    await user.type(within(dialog).getByLabelText('Website'), 'https://beta.example');
    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Beta Bank saved');
    expect(writes).toEqual([['PATCH', `sponsors/${beta.id}`, { name: 'Beta Bank', tierId: null, website: 'https://beta.example', amount: '300' }]]);
  });
});
