// The organiser's money on the day, in real Chromium against the real API: sponsors, add-ons sold at
// check-in, cash at the desk, and a ledger whose CSV adds up to the raised total the page shows.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, newContext, type ViewportName } from './support/browser';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { signInDialog, signInThroughDialog, toastText } from './support/sign-in-dialog';
import { createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

/** The cells of an RFC 4180 CSV (quoted cells may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      cell += char;
    } else if (char !== '\r') {
      row.push(cell);
      cell = '';
      if (char === '\n') {
        rows.push(row);
        row = [];
      }
    }
  }
  return rows;
}

/** The dialog as the screen shows it: from its top, then scrolled to its end (it is taller than the screen). */
async function screenshotDialog(page: Page, name: string): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Dismiss message' });
  if (await dismiss.count()) await dismiss.first().click();
  await page.getByRole('button', { name: 'Dismiss message' }).waitFor({ state: 'detached' });
  const scroller = page.locator('.ant-modal-wrap');
  await scroller.evaluate((element) => element.scrollTo(0, 0));
  await page.screenshot({ path: artifactPath(`${name}.png`) });
  await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await page.screenshot({ path: artifactPath(`${name}-end.png`) });
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

describe("an organiser's money on the day", () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());

  async function openAdministration(organiser: Organiser, tournamentName: string, size: ViewportName): Promise<{ page: Page; dialog: Locator }> {
    context = await newContext(browser, size);
    const page = await context.newPage();
    await page.goto(baseUrl('/admin'));
    await signInThroughDialog(page, organiser);
    await signInDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Manage ${tournamentName}` }).click();
    return { page, dialog: page.getByRole('dialog', { name: 'Tournament Administration' }) };
  }

  it('sets up sponsors, sells mulligans at check-in, takes cash, and the ledger CSV adds up to the raised total', async () => {
    const organiser = await signUpOrganiser('Molly Money');
    const name = `Money Day Open ${Date.now()}`;
    const tournament = await createActiveTournament(organiser, { name, charityGoal: 10000 });
    const created = await fetch(baseUrl(`/api/tournaments/${tournament.id}/teams`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${organiser.idToken}` },
      body: JSON.stringify({ name: 'Mulligan Masters', startingHole: 1, players: [{ name: 'Max Mulligan', email: null, handicap: 10, position: 1 }] }),
    });
    expect(created.status).toBe(201);

    const { page, dialog } = await openAdministration(organiser, name, 'desktop');

    await dialog.getByRole('tab', { name: 'Sponsors' }).click();
    const tierForm = dialog.getByRole('form', { name: 'Add a tier' });
    for (const [tier, price, slots] of [
      ['Gold', '5000', '2'],
      ['Hole sponsor', '300', '18'],
    ] as const) {
      await tierForm.getByLabel('Tier name').fill(tier);
      await tierForm.getByLabel('Price ($)').fill(price);
      await tierForm.getByLabel('How many').fill(slots);
      await tierForm.getByRole('button', { name: 'Add tier' }).click();
      await toastText(page, `Tier ${tier} added`);
    }
    const sponsorForm = dialog.getByRole('form', { name: 'Add a sponsor' });
    await sponsorForm.getByLabel('Sponsor name').fill('Acme Golf Carts');
    await sponsorForm.getByLabel('Tier').selectOption({ label: 'Hole sponsor ($300.00)' });
    await sponsorForm.getByLabel('Website').fill('https://acme.example');
    await sponsorForm.getByRole('checkbox', { name: /Paid/ }).check();
    await sponsorForm.getByRole('button', { name: 'Add sponsor' }).click();
    await toastText(page, 'Acme Golf Carts added');
    await dialog.getByRole('button', { name: /^Hole 7\s*:\s*Free$/ }).click();
    await dialog.getByLabel('Sponsor for hole 7').selectOption({ label: 'Acme Golf Carts' });
    await dialog.getByRole('button', { name: 'Assign hole 7' }).click();
    await dialog.getByRole('button', { name: /^Hole 7\s*:\s*Acme Golf Carts$/ }).waitFor();
    expect(await seriousAxeViolations(page, { within: '.ant-modal' })).toEqual([]);

    await dialog.getByRole('tab', { name: 'Add-ons' }).click();
    const addOnForm = dialog.getByRole('form', { name: 'Add an add-on' });
    await addOnForm.getByLabel('Name').fill('Mulligan');
    await addOnForm.getByLabel('Price ($)').fill('10');
    await addOnForm.getByLabel('Limit', { exact: true }).fill('8');
    await addOnForm.getByRole('button', { name: 'Add add-on' }).click();
    await toastText(page, 'Mulligan is on sale');

    await dialog.getByRole('tab', { name: 'Check-In' }).click();
    const more = dialog.getByRole('button', { name: 'One Mulligan more for Mulligan Masters' });
    for (let i = 0; i < 3; i += 1) await more.click();
    await dialog.getByRole('button', { name: 'Sell for $30.00' }).click();
    await toastText(page, '3 × Mulligan sold to Mulligan Masters');
    await dialog.getByRole('status', { name: 'Your cash total' }).getByText('$30.00').waitFor();

    await dialog.getByRole('tab', { name: 'Charity' }).click();
    await dialog.getByRole('button', { name: 'Record money' }).click();
    const record = page.getByRole('dialog', { name: 'Record money' });
    await record.getByLabel('Amount ($)').fill('125.50');
    await record.getByLabel('From').fill('Walk-up Wendy');
    await record.getByRole('button', { name: 'Record' }).click();
    await toastText(page, '$125.50 recorded');

    // The hole sponsorship was marked paid ($300), three mulligans ($30), Wendy's cash ($125.50).
    const total = dialog.getByLabel('Raised total');
    await dialog.getByText('$455.50').first().waitFor();
    expect(await total.innerText()).toBe('$455.50');
    expect(await seriousAxeViolations(page, { within: '.ant-modal' })).toEqual([]);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const [header, ...rows] = csvRows(csv);
    const [state, amount, kind] = ['state', 'amount', 'kind'].map((column) => header!.indexOf(column));
    const received = rows.filter((row) => row[state!] === 'received');
    expect(received.map((row) => row[kind!]).sort()).toEqual(['add-on-sale', 'donation', 'sponsorship']);
    const csvCents = received.reduce((sum, row) => sum + Math.round(Number(row[amount!]) * 100), 0);
    expect(csvCents / 100).toBe(dollars(await total.innerText()));
  });

  it.each(['desktop', 'phone'] as const)('saves screenshots of the Charity and Sponsors tabs (%s)', async (size) => {
    const organiser = await signUpOrganiser('Sam Shots');
    const name = `Screenshot Open ${size} ${Date.now()}`;
    const tournament = await createActiveTournament(organiser, { name, charityGoal: 5000 });
    const call = (method: string, path: string, body: object) =>
      fetch(baseUrl(`/api/tournaments/${tournament.id}/${path}`), {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${organiser.idToken}`,
          'Idempotency-Key': `shot-${path}-${Math.random()}`.replace(/[^\w-]/g, ''),
        },
        body: JSON.stringify(body),
      }).then(async (response) => (await response.json()) as { id: string });
    const gold = await call('POST', 'sponsor-tiers', { name: 'Gold', price: 5000, slots: 2, benefits: 'Logo on the TV and every scorecard' });
    const acme = await call('POST', 'sponsors', { name: 'Acme Golf Carts', tierId: gold.id, website: 'https://acme.example', paid: true });
    await call('POST', 'sponsors', { name: 'Birdie Bakery', amount: 250 });
    await call('PUT', 'hole-sponsors/7', { sponsorId: acme.id });
    await call('POST', 'ledger', { kind: 'donation', amount: 125.5, donorName: 'Walk-up Wendy', method: 'cash' });
    await call('POST', 'donations', { amount: 40, anonymous: true, publicMessage: 'Go juniors!' });

    const { page, dialog } = await openAdministration(organiser, name, size);
    await dialog.getByRole('tab', { name: 'Charity' }).click();
    await dialog.getByRole('list', { name: 'Ledger entries' }).waitFor();
    await screenshotDialog(page, `admin-charity-${size}`);
    await dialog.getByRole('tab', { name: 'Sponsors' }).click();
    await dialog.getByRole('button', { name: /^Hole 7\s*:\s*Acme Golf Carts$/ }).waitFor();
    await screenshotDialog(page, `admin-sponsors-${size}`);
  });
});
