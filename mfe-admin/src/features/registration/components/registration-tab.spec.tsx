import { fakeResponse, sampleAddOn, sampleSponsorTier } from '@fairway/api-client/testing';
import type { RegistrationSettings } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin, retype } from '../../../shared/testing/render-admin';
import { cartQuestion, handicapQuestion, sampleProduct, samplePromo, sampleSettings, shirtQuestion, tournamentId } from '../testing/registration-samples';
import { RegistrationTab } from './registration-tab';

const user = userEvent.setup();
const gold = sampleSponsorTier();
const mulligan = sampleAddOn();

function renderTab(settings: RegistrationSettings = sampleSettings(), reply: (path: string, body: unknown) => Response | undefined = () => undefined) {
  const writes: Array<[string, string, unknown]> = [];
  const record =
    (method: string, fallback: unknown, status = 200) =>
    (body: unknown) => {
      const [url] = view.fetch.mock.calls.at(-1)!;
      const path = url.replace(`/api/tournaments/${tournamentId}/`, '');
      writes.push([method, path, body]);
      return reply(path, body) ?? fakeResponse(status, fallback);
    };
  const view = renderAdmin(<RegistrationTab tournamentId={tournamentId} />, {
    routes: [
      ['GET', /\/registration\/settings$/, json(200, settings)],
      ['GET', /\/sponsor-tiers$/, json(200, [gold])],
      ['GET', /\/add-ons$/, json(200, [mulligan])],
      ['PUT', /\/registration\/settings$/, record('PUT', settings)],
      ['POST', /\/registration\/products$/, record('POST', sampleProduct({ id: '00000000-0000-4000-8000-00000000a0f0', name: 'Gold package' }), 201)],
      ['PATCH', /\/registration\/products\//, record('PATCH', sampleProduct())],
      ['POST', /\/registration\/promo-codes$/, record('POST', samplePromo({ code: 'HALF', kind: 'percent', value: 50 }), 201)],
      ['PATCH', /\/registration\/promo-codes\//, record('PATCH', samplePromo())],
    ],
  });
  return { ...view, writes };
}

/** The settings as they are saved whole: sampleSettings() as a request, with the section's change. */
const { open, opensAt, closesAt, capacityTeams, waitlistOfferHours, payerCoversFee } = sampleSettings();
const savedSettings = (changes: object) => ({
  open,
  opensAt,
  closesAt,
  capacityTeams,
  waitlistOfferHours,
  payerCoversFee,
  teamQuestions: [{ ...cartQuestion }],
  playerQuestions: [handicapQuestion, { ...shirtQuestion, options: [] }],
  waiverText: 'I play at my own risk.',
  ...changes,
});

describe('the Registration tab', () => {
  it('opens registration with a window and capacity, keeping the questions and waiver (no new waiver version)', async () => {
    const settings = sampleSettings();
    const { writes } = renderTab(settings, () => fakeResponse(200, { ...settings, open: true, status: 'open' }));
    const form = await screen.findByRole('form', { name: 'Registration settings' });
    screen.getByText('Not open');
    screen.getByText('2 of 36 team places taken · 34 left');
    expect(screen.queryByText(/Online payment unavailable/)).toBeNull();
    within(screen.getByRole('group', { name: 'Registration link' })).getByText(`http://localhost/tournament/${tournamentId}/register`);

    await user.click(within(form).getByRole('checkbox', { name: /Registration open/ }));
    await retype(within(form).getByLabelText('Capacity (teams)'), '0');
    await user.type(within(form).getByLabelText('Closes'), '2026-12-01T18:00');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    within(form).getByText(registrationMessages.capacityInvalid);
    expect(writes).toEqual([]);

    await retype(within(form).getByLabelText('Capacity (teams)'), '40');
    await user.click(within(form).getByRole('checkbox', { name: /payer cover the card processing fee \(2.9% \+ 30¢\)/ }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Registration is open');
    expect(writes).toEqual([
      [
        'PUT',
        'registration/settings',
        savedSettings({ open: true, capacityTeams: 40, closesAt: new Date('2026-12-01T18:00').toISOString(), payerCoversFee: true }),
      ],
    ]);
  });

  it('says when online payment is unavailable, and refuses a window that closes before it opens', async () => {
    const { writes } = renderTab(sampleSettings({ onlinePayment: false }));
    await screen.findByText('Online payment unavailable: the desk can still record cash and cheques');
    const form = screen.getByRole('form', { name: 'Registration settings' });
    await user.type(within(form).getByLabelText('Opens'), '2026-12-01T18:00');
    await user.type(within(form).getByLabelText('Closes'), '2026-11-30T18:00');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    within(form).getByText(registrationMessages.windowInvalid);
    expect(writes).toEqual([]);
  });

  it('lists the products and sells a sponsor tier with its fair market value, refusing a value above the price', async () => {
    const { writes } = renderTab();
    within(await screen.findByRole('list', { name: 'Products' })).getByText('Team entry · $400.00 · fair market value $150.00 · 2 sold · 34 left');
    const form = screen.getByRole('form', { name: 'Add a product' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Sponsor package');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    within(form).getByText(registrationMessages.sponsorTierRequired);
    await user.selectOptions(within(form).getByLabelText('Sponsor tier'), 'Gold ($5,000.00)');
    expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('Gold');
    expect(within(form).getByLabelText<HTMLInputElement>('Price ($)').value).toBe('5000');
    await user.type(within(form).getByLabelText(/Fair market value/), '6000');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    within(form).getByText(registrationMessages.fairMarketValueInvalid);
    await retype(within(form).getByLabelText(/Fair market value/), '600');
    await user.click(within(form).getByRole('checkbox', { name: /Includes a hole/ }));
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    await screen.findByText('Gold package is on sale');
    expect(writes).toEqual([
      [
        'POST',
        'registration/products',
        {
          kind: 'sponsor-package',
          name: 'Gold',
          description: null,
          price: '5000',
          fairMarketValue: '600',
          maxPerOrder: 1,
          sponsorTierId: gold.id,
          includesHole: true,
          addOnId: null,
        },
      ],
    ]);
  });

  it('takes a product off sale', async () => {
    const { writes } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Take off sale: Team entry' }));
    await waitFor(() => expect(writes).toEqual([['PATCH', `registration/products/${sampleProduct().id}`, { active: false }]]));
  });

  it("edits a product's price and fair market value, refusing a value above the new price", async () => {
    const { writes } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Team entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team entry' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Fair market value/).value).toBe('150');
    expect(within(dialog).queryByLabelText('Most per registration')).toBeNull();
    await retype(within(dialog).getByLabelText('Price ($)'), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save product' }));
    within(dialog).getByText(registrationMessages.fairMarketValueInvalid);
    expect(writes).toEqual([]);
    await retype(within(dialog).getByLabelText(/Fair market value/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save product' }));
    await screen.findByText('Team entry saved');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Team entry' })).toBeNull());
    expect(writes).toEqual([
      ['PATCH', `registration/products/${sampleProduct().id}`, { name: 'Team entry', description: null, price: '120', fairMarketValue: '100' }],
    ]);
  });

  it('adds a required question for each player and removes a team question', async () => {
    const settings = sampleSettings();
    const { writes } = renderTab(settings);
    const form = await screen.findByRole('form', { name: 'Add a question' });
    within(screen.getByRole('list', { name: 'Asked of each player' })).getByText('Handicap index · required');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Dietary needs');
    expect(within(form).getByLabelText<HTMLInputElement>('Question').value).toBe('Dietary needs');
    await user.click(within(form).getByRole('checkbox', { name: 'Required' }));
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await screen.findByText('Question "Dietary needs" added');
    await user.click(screen.getByRole('button', { name: 'Remove question Cart' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[0]).toEqual([
      'PUT',
      'registration/settings',
      savedSettings({
        playerQuestions: [handicapQuestion, { ...shirtQuestion, options: [] }, { kind: 'dietary', label: 'Dietary needs', required: true, options: [] }],
      }),
    ]);
    expect(writes[1]).toEqual(['PUT', 'registration/settings', savedSettings({ teamQuestions: [] })]);
  });

  it('refuses a choice question without choices', async () => {
    const { writes } = renderTab();
    const form = await screen.findByRole('form', { name: 'Add a question' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Choice from a list');
    await user.type(within(form).getByLabelText('Question'), 'Lunch');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    within(form).getByText(registrationMessages.questionOptionsRequired);
    expect(writes).toEqual([]);
  });

  it('publishes a changed waiver as a new version', async () => {
    const settings = sampleSettings();
    const { writes } = renderTab(settings, () =>
      fakeResponse(200, { ...settings, waiver: { version: 3, text: 'New text', publishedAt: '2026-11-27T10:00:00.000Z' }, waiverVersions: 3 }),
    );
    const form = await screen.findByRole('form', { name: 'Waiver' });
    screen.getByText(/^Version 2, published Nov 20, .* · 2 versions in all$/);
    const publish = within(form).getByRole('button', { name: 'Publish new version' });
    expect(publish.hasAttribute('disabled')).toBe(true);
    await retype(within(form).getByLabelText('Waiver text'), 'New text');
    await user.click(publish);
    await screen.findByText('Waiver version 3 published');
    expect(writes).toEqual([['PUT', 'registration/settings', savedSettings({ waiverText: 'New text' })]]);
  });

  it('lists promo codes with their uses and adds one, refusing a percentage above 100', async () => {
    const { writes } = renderTab(
      sampleSettings({
        promoCodes: [
          samplePromo(),
          samplePromo({ id: '00000000-0000-4000-8000-00000000c002', code: 'VIP', kind: 'percent', value: 100, maxUses: null, uses: 0 }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Promo codes' });
    within(list).getByText('$50.00 off · 3 of 10 used · no expiry');
    within(list).getByText('100% off · 0 used, no limit · no expiry');
    expect(within(list).queryByRole('button', { name: 'Delete EARLY' })).toBeNull();
    within(list).getByRole('button', { name: 'Delete VIP' });

    const form = screen.getByRole('form', { name: 'Add a promo code' });
    await user.type(within(form).getByLabelText('Code'), 'half');
    await user.selectOptions(within(form).getByLabelText('Takes off'), 'Percentage off (%)');
    await user.type(within(form).getByLabelText('Percentage (%)'), '150');
    await user.click(within(form).getByRole('button', { name: 'Add promo code' }));
    within(form).getByText(registrationMessages.promoValueInvalid);
    await retype(within(form).getByLabelText('Percentage (%)'), '50');
    await user.type(within(form).getByLabelText('Uses'), '20');
    await user.type(within(form).getByLabelText('Expires'), '2026-12-01T18:00');
    await user.click(within(form).getByRole('button', { name: 'Add promo code' }));
    await screen.findByText('Promo code HALF added');
    expect(writes).toEqual([
      ['POST', 'registration/promo-codes', { code: 'HALF', kind: 'percent', value: 50, maxUses: 20, expiresAt: new Date('2026-12-01T18:00').toISOString() }],
    ]);
  });

  it('says why the settings could not be read, with Retry', async () => {
    renderAdmin(<RegistrationTab tournamentId={tournamentId} />, {
      routes: [['GET', /\/registration\/settings$/, json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Database down' })]],
    });
    await screen.findByText(`${registrationMessages.settingsFetchFailed}: Database down`);
    screen.getByRole('button', { name: 'Retry' });
  });
});
