// The organiser's registration desk, in real Chromium against the real API: registration opened with a team
// entry and a promo code, a walk-up paid in cash with that code, the registration in the Registrations tab, the
// money in the ledger and the CSV; both tabs screenshot at desktop and phone sizes.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, newContext, type ViewportName } from './support/browser';
import { csvRows } from './support/csv-rows';
import { openAdministrationIn, screenshotDialog } from './support/administration-dialog';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { toastText } from './support/sign-in-dialog';
import type { RegistrationProduct, RegistrationSettings } from '@fairway/contracts/registration';
import { asOrganiser, callApi, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

describe("an organiser's registration desk", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function openAdministration(organiser: Organiser, tournamentName: string, size: ViewportName): Promise<{ page: Page; dialog: Locator }> {
    const context = await newContext(browser, size);
    contexts.push(context);
    return openAdministrationIn(context, organiser, tournamentName);
  }

  it('opens registration with a team entry and a promo code, records a cash walk-up, and finds it in the list, the ledger and the CSV', async () => {
    const organiser = await signUpOrganiser('Rita Registrar');
    const name = `Registration Open ${Date.now()}`;
    const tournament = await createActiveTournament(organiser, { name, charityName: 'Junior Golf Foundation', charityGoal: 10000 });
    const { page, dialog } = await openAdministration(organiser, name, 'desktop');

    await dialog.getByRole('tab', { name: 'Registration', exact: true }).click();
    const settings = dialog.getByRole('form', { name: 'Registration settings' });
    await settings.waitFor();
    await dialog.getByText('Not open', { exact: true }).waitFor();
    const link = dialog.getByRole('group', { name: 'Registration link' });
    await link.getByText(baseUrl(`/tournament/${tournament.id}/register`)).waitFor();
    await link.getByRole('img', { name: 'QR code of the registration page' }).waitFor();

    const product = dialog.getByRole('form', { name: 'Add a product' });
    await product.getByLabel('Price ($)').fill('400');
    await product.getByLabel('Fair market value ($)').fill('150');
    await product.getByRole('button', { name: 'Add product' }).click();
    await toastText(page, 'Team entry is on sale');
    await dialog.getByRole('list', { name: 'Products' }).getByText('Team entry · $400.00 · fair market value $150.00 · 0 sold · 36 left').waitFor();

    const promo = dialog.getByRole('form', { name: 'Add a promo code' });
    await promo.getByLabel('Code').fill('early');
    await promo.getByLabel('Amount ($)').fill('50');
    await promo.getByLabel('Uses').fill('10');
    await promo.getByRole('button', { name: 'Add promo code' }).click();
    await toastText(page, 'Promo code EARLY added');

    await settings.getByRole('checkbox', { name: /Registration open/ }).check();
    await settings.getByLabel('Capacity (teams)').fill('36');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await toastText(page, 'Registration is open');
    await dialog.getByText('Open', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page, { within: '.ant-modal' })).toEqual([]);
    await screenshotDialog(page, 'admin-registration-desktop');
    await dialog.getByRole('heading', { name: 'Products' }).evaluate((heading) => heading.scrollIntoView());
    await page.screenshot({ path: artifactPath('admin-registration-products-desktop.png') });

    // A walk-up at the desk pays cash, with the early-bird code.
    await dialog.getByRole('tab', { name: 'Registrations', exact: true }).click();
    await dialog.getByText('No registrations yet.').waitFor();
    await dialog.getByRole('button', { name: 'Record walk-up' }).click();
    const walkUp = page.getByRole('dialog', { name: 'Record a walk-up' });
    await walkUp.getByLabel('Buyer', { exact: true }).fill('Wally Walkup');
    await walkUp.getByLabel('Team name').fill('Walk-up Wonders');
    await walkUp.getByRole('group', { name: 'Captain' }).getByLabel('Name', { exact: true }).fill('Wally Walkup');
    await walkUp.getByLabel('Promo code (optional)').fill('early');
    expect(await walkUp.getByLabel('Paid by').inputValue()).not.toBe('');
    await page.screenshot({ path: artifactPath('admin-registrations-walk-up-desktop.png') });
    await walkUp.getByRole('button', { name: 'Record registration' }).click();
    await toastText(page, 'Walk-up Wonders registered: $350.00 received');

    const list = dialog.getByRole('list', { name: 'Registrations' });
    const row = list.getByRole('listitem').filter({ hasText: 'Walk-up Wonders' });
    await row.getByText('$350.00', { exact: true }).waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByText(/Team entry · Cash · code EARLY \(−\$50\.00\)/).waitFor();
    await dialog.getByText('1 of 36 team places taken · 35 left').waitFor();
    expect(await seriousAxeViolations(page, { within: '.ant-modal' })).toEqual([]);
    await screenshotDialog(page, 'admin-registrations-desktop');

    // The code has been used once; the money is in the ledger.
    await dialog.getByRole('tab', { name: 'Registration', exact: true }).click();
    await dialog.getByRole('list', { name: 'Promo codes' }).getByText('$50.00 off · 1 of 10 used · no expiry').waitFor();
    await dialog.getByRole('tab', { name: 'Charity' }).click();
    const entry = dialog.getByRole('list', { name: 'Ledger entries' }).getByRole('listitem').filter({ hasText: 'Entry fee' });
    await entry.getByText('$350.00', { exact: true }).waitFor();
    await entry.getByText(/Cash/).waitFor();
    await entry.getByText('Received', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Raised total').innerText()).toBe('$350.00');

    await dialog.getByRole('tab', { name: 'Registrations', exact: true }).click();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const [header, ...rows] = csvRows(csv);
    const column = (title: string) => header!.indexOf(title);
    expect(rows).toHaveLength(1);
    expect([column('teamName'), column('state'), column('promoCode'), column('total'), column('method'), column('player 1')].map((at) => rows[0]![at])).toEqual(
      ['Walk-up Wonders', 'paid', 'EARLY', '350.00', 'cash', 'Wally Walkup'],
    );
  });

  it('on a phone: the registrations with their answers, a cancellation that offers the place to the waitlist', async () => {
    const organiser = await signUpOrganiser('Pia Phone');
    const name = `Registration Phone ${Date.now()}`;
    const tournament = await createActiveTournament(organiser, { name });
    const base = `/api/tournaments/${tournament.id}`;
    const settings = await asOrganiser<RegistrationSettings>(organiser, 'PUT', `${base}/registration/settings`, {
      open: true,
      capacityTeams: 2,
      playerQuestions: [{ kind: 'handicap-index', label: 'Handicap index', required: true }],
      waiverText: 'I take part at my own risk.',
    });
    const handicap = settings.playerQuestions[0]!.id;
    const entry = await asOrganiser<RegistrationProduct>(organiser, 'POST', `${base}/registration/products`, {
      kind: 'team-entry',
      name: 'Team entry',
      price: 400,
      fairMarketValue: 150,
    });
    const order = (team: string, captain: string) => ({
      items: [{ productId: entry.id }],
      buyer: { name: captain, email: `${captain.split(' ')[0]!.toLowerCase()}@example.com` },
      teamName: team,
      players: [{ name: captain, answers: { [handicap]: 12.4 }, waiverAccepted: true }],
      waiverVersion: 1,
    });
    await asOrganiser(organiser, 'POST', `${base}/registrations/walk-up`, { ...order('Desk Drivers', 'Dana Desk'), method: 'cheque' });
    // A captain starts paying online (the place is held), then the field is full: the next one waits.
    await callApi(`POST`, `${base}/registration/checkout`, {}, order('Holding Pattern', 'Hal Hold'));
    await callApi(`POST`, `${base}/registration/checkout`, {}, order('Late Birds', 'Lena Late'));

    const { page, dialog } = await openAdministration(organiser, name, 'phone');
    await dialog.getByRole('tab', { name: 'Registration', exact: true }).click();
    await dialog.getByRole('form', { name: 'Registration settings' }).waitFor();
    await dialog.getByRole('img', { name: 'QR code of the registration page' }).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await screenshotDialog(page, 'admin-registration-phone');

    await dialog.getByRole('tab', { name: 'Registrations', exact: true }).click();
    const list = dialog.getByRole('list', { name: 'Registrations' });
    const desk = list.getByRole('listitem').filter({ hasText: 'Desk Drivers' });
    await desk.getByText('Paid', { exact: true }).waitFor();
    await desk.getByText('Answers and waiver').click();
    await desk.getByText(/Handicap index: 12\.4 · Waiver version 1 accepted as Dana Desk/).waitFor();
    const holding = list.getByRole('listitem').filter({ hasText: 'Holding Pattern' });
    await holding.getByText('Pending payment', { exact: true }).waitFor();
    const waitlist = dialog.getByRole('list', { name: 'Waitlist' });
    await waitlist.getByText(/^Waiting since/).waitFor();
    expect(await overflow()).toBe(0);
    await screenshotDialog(page, 'admin-registrations-phone');

    await holding.getByRole('button', { name: 'Cancel Holding Pattern (Hal Hold)' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this registration?' });
    await cancel.getByLabel('Reason').fill('Captain asked by phone');
    await cancel.getByRole('button', { name: 'Cancel registration' }).click();
    await toastText(page, 'Holding Pattern (Hal Hold) cancelled');
    await holding.getByText('Cancelled', { exact: true }).waitFor();
    await waitlist.getByText(/^Place offered: the offer ends/).waitFor();
    expect(await seriousAxeViolations(page, { within: '.ant-modal' })).toEqual([]);
    await screenshotDialog(page, 'admin-registrations-offered-phone');
  });

  it('refunds part of a card payment made on the test checkout: the row and the ledger follow the provider', async () => {
    const organiser = await signUpOrganiser('Rex Refund');
    const name = `Registration Refund ${Date.now()}`;
    const tournament = await createActiveTournament(organiser, { name });
    const base = `/api/tournaments/${tournament.id}`;
    await asOrganiser(organiser, 'PUT', `${base}/registration/settings`, { open: true, capacityTeams: 10 });
    const entry = await asOrganiser<RegistrationProduct>(organiser, 'POST', `${base}/registration/products`, {
      kind: 'team-entry',
      name: 'Team entry',
      price: 400,
      fairMarketValue: 150,
    });
    const checkout = await callApi<{ outcome: string; checkoutUrl: string }>(
      'POST',
      `${base}/registration/checkout`,
      {},
      {
        items: [{ productId: entry.id }],
        buyer: { name: 'Carla Card', email: 'carla@example.com' },
        teamName: 'Card Sharks',
        players: [{ name: 'Carla Card' }],
      },
    );
    expect(checkout.outcome).toBe('checkout');

    // The captain pays on the built-in test checkout, as a phone would.
    const payer = await newContext(browser, 'phone');
    contexts.push(payer);
    const pay = await payer.newPage();
    await pay.goto(checkout.checkoutUrl);
    await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.getByRole('button', { name: 'Pay $400.00' }).click();
    await pay.waitForURL(/\/register\/confirmation\//);

    const { page, dialog } = await openAdministration(organiser, name, 'desktop');
    await dialog.getByRole('tab', { name: 'Registrations', exact: true }).click();
    const row = dialog.getByRole('list', { name: 'Registrations' }).getByRole('listitem').filter({ hasText: 'Card Sharks' });
    await row.getByText('Paid', { exact: true }).waitFor({ timeout: 10_000 });
    await row.getByRole('button', { name: 'Refund Card Sharks (Carla Card)' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund this registration?' });
    await refund.getByLabel('Amount ($)').fill('500');
    await refund.getByLabel('Reason').fill('One player cannot come');
    await refund.getByRole('button', { name: 'Refund $500.00' }).click();
    await refund.getByText('A refund cannot be more than what is left of the payment ($400.00)').waitFor();
    await refund.getByLabel('Amount ($)').fill('100');
    await page.screenshot({ path: artifactPath('admin-registrations-refund-desktop.png') });
    await refund.getByRole('button', { name: 'Refund $100.00' }).click();
    await toastText(page, 'Refund of $100.00 to Carla Card sent');
    await row.getByText('$400.00, $100.00 refunded').waitFor({ timeout: 10_000 });

    await dialog.getByRole('tab', { name: 'Charity' }).click();
    await dialog.getByText('$300.00').first().waitFor({ timeout: 10_000 });
    expect(await dialog.getByLabel('Raised total').innerText()).toBe('$300.00');
  });
});
