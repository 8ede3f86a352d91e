// The fundraising of a charity day, in real Chromium against the real API: the organiser's sponsors and mulligans
// sold at check-in, a guest's gift and birdie pledge, each on an open TV within a second, the player's card
// with its hole sponsor and wallet, and a ledger whose CSV adds up to the raised total every screen shows.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, newContext, type ViewportName } from './support/browser';
import { csvRows } from './support/csv-rows';
import { openAdministrationIn, screenshotDialog } from './support/administration-dialog';
import { waitForRemotePage } from './support/pages';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { shownWithin } from './support/shown-within';
import { dismissToasts, newPlayer, signInDialog, signUpThroughDialog, toastText } from './support/sign-in-dialog';
import { createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

describe("an organiser's fundraising on the day", () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());

  async function openAdministration(organiser: Organiser, tournamentName: string, size: ViewportName): Promise<{ page: Page; dialog: Locator }> {
    context = await newContext(browser, size);
    return openAdministrationIn(context, organiser, tournamentName);
  }

  it('sponsors, mulligans at check-in, a guest gift and a birdie pledge reach an open TV within a second; the ledger CSV adds up', async () => {
    const organiser = await signUpOrganiser('Molly Money');
    const name = `Money Day Open ${Date.now()}`;
    const tournament = await createActiveTournament(organiser, {
      name,
      charityName: 'Junior Golf Foundation',
      charityGoal: 10000,
      charityPaypalLink: 'https://www.paypal.com/donate/?hosted_button_id=FAIRWAY',
    });

    // The clubhouse TV is on all day; a player makes her foursome and opens her card.
    const tv = await (await newContext(browser, 'tv')).newPage();
    await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));
    await tv.getByText('Live: scores appear here as they are entered').waitFor();
    const fundraising = tv.getByRole('region', { name: 'Fundraising' });
    const tvRaised = (text: string) => tv.getByText(`${text} of $10,000`).waitFor({ timeout: 5_000 });
    const card = await (await newContext(browser, 'phone')).newPage();
    await card.goto(baseUrl(`/tournament/${tournament.id}/join`));
    await waitForRemotePage(card, 'scoring', 'JoinPage');
    await signUpThroughDialog(card, newPlayer('Max Mulligan'));
    await signInDialog(card).waitFor({ state: 'detached' });
    await card.getByLabel('Team Name').fill('Mulligan Masters');
    await card.getByRole('button', { name: 'Create Foursome' }).click();
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await card.waitForURL(/\/scorecard\?tournamentId=.*&teamId=/);
    await waitForRemotePage(card, 'scoring', 'ScorecardPage');

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
    const sponsored = Date.now();
    await sponsorForm.getByRole('button', { name: 'Add sponsor' }).click();
    expect(await shownWithin(sponsored, fundraising.getByText('Acme Golf Carts').waitFor({ timeout: 5_000 }))).toBeLessThan(1_500);
    expect(await shownWithin(sponsored, tvRaised('$300'))).toBeLessThan(1_500);
    await toastText(page, 'Acme Golf Carts added');
    await dialog.getByRole('button', { name: /^Hole 7\s*:\s*Free$/ }).click();
    await dialog.getByLabel('Sponsor for hole 7').selectOption({ label: 'Acme Golf Carts' });
    await dialog.getByRole('button', { name: 'Assign hole 7' }).click();
    await dialog.getByRole('button', { name: /^Hole 7\s*:\s*Acme Golf Carts$/ }).waitFor();
    await fundraising.getByText('Hole 7').waitFor({ timeout: 5_000 });
    await tv.screenshot({ path: artifactPath('tv-sponsor-1920.png') });
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
    const sold = Date.now();
    await dialog.getByRole('button', { name: 'Sell for $30.00' }).click();
    expect(await shownWithin(sold, tvRaised('$330'))).toBeLessThan(1_500);
    await toastText(page, '3 × Mulligan sold to Mulligan Masters');
    await dialog.getByRole('status', { name: 'Your cash total' }).getByText('$30.00').waitFor();

    // The player's card, live: the hole's sponsor and the team's wallet.
    await card.getByRole('navigation', { name: 'Holes' }).getByRole('button', { name: 'Hole 7' }).click();
    const hole7 = card.getByRole('region', { name: 'Hole 7 extras' });
    await hole7.getByText('Hole 7 sponsored by Acme Golf Carts').waitFor({ timeout: 10_000 });
    await hole7.getByText('Mulligans left: 3').waitFor({ timeout: 10_000 });
    await dismissToasts(card);
    await card.screenshot({ path: artifactPath('scorecard-sponsor-mulligans-phone.png') });

    // A guest scans the TV's code: a gift, then a pledge per birdie.
    const guest = await (await newContext(browser, 'phone')).newPage();
    await guest.goto(baseUrl(`/tournament/${tournament.id}/donate`));
    await waitForRemotePage(guest, 'leaderboard', 'DonatePage');
    const gift = guest.getByRole('form', { name: 'Donate' });
    await gift.getByRole('button', { name: '$100' }).click();
    await gift.getByRole('textbox', { name: 'Your name' }).fill('Grace Guest');
    const given = Date.now();
    await gift.getByRole('button', { name: 'PayPal or pay at the desk' }).click();
    expect(await shownWithin(given, fundraising.getByText('Grace Guest').waitFor({ timeout: 5_000 }))).toBeLessThan(1_500);
    await tv.screenshot({ path: artifactPath('tv-donor-wall-day-1920.png') });
    const pledge = guest.getByRole('form', { name: 'Pledge per birdie' });
    await pledge.getByRole('button', { name: '$5' }).click();
    await pledge.getByRole('textbox', { name: 'Your name' }).fill('Pat Pledger');
    await pledge.getByRole('button', { name: 'Pledge' }).click();
    await guest.getByText('Thank you! You pledged $5 per birdie by the whole field.').waitFor();
    await guest.screenshot({ path: artifactPath('donate-pledged-day-phone.png'), fullPage: true });

    // The player makes a birdie on hole 1: the pledge total moves on the TV.
    await card.getByRole('navigation', { name: 'Holes' }).getByRole('button', { name: 'Hole 1' }).click();
    const hole1 = card.getByRole('region', { name: 'Hole 1 scores' });
    const strokes = hole1.getByLabel('Strokes for Max Mulligan');
    const par = Number(await strokes.getAttribute('placeholder'));
    await strokes.fill(String(par - 1));
    const birdie = Date.now();
    await strokes.press('Tab');
    expect(await shownWithin(birdie, fundraising.getByText('Birdie pledges').waitFor({ timeout: 5_000 }))).toBeLessThan(1_500);
    await fundraising.getByText('$5', { exact: true }).waitFor({ timeout: 2_000 });
    await tv.screenshot({ path: artifactPath('tv-pledges-day-1920.png') });

    // At the desk: the guest's gift came in cash, and a walk-up gives $125.50.
    await dialog.getByRole('tab', { name: 'Charity' }).click();
    const ledgerEntries = dialog.getByRole('list', { name: 'Ledger entries' });
    const graceRow = ledgerEntries.getByRole('listitem').filter({ hasText: 'Grace Guest' });
    await graceRow.getByRole('button', { name: 'Mark $100.00 from Grace Guest received' }).click();
    await page.getByRole('dialog', { name: 'Mark as received?' }).getByRole('button', { name: 'Mark received' }).click();
    await toastText(page, 'Received $100.00 from Grace Guest');
    await tvRaised('$430');
    await dialog.getByRole('button', { name: 'Record money' }).click();
    const record = page.getByRole('dialog', { name: 'Record money' });
    await record.getByLabel('Amount ($)').fill('125.50');
    await record.getByLabel('From').fill('Walk-up Wendy');
    await record.getByRole('button', { name: 'Record' }).click();
    await toastText(page, '$125.50 recorded');

    // After the round, Pat's pledge is collected: $5 for the one birdie.
    await dialog.getByRole('button', { name: 'Collected $5.00 from Pat Pledger' }).click();
    await page.getByRole('dialog', { name: 'Mark the pledge collected?' }).getByRole('button', { name: 'Mark collected' }).click();
    await ledgerEntries.getByRole('listitem').filter({ hasText: 'Pledge payment' }).getByText('Pat Pledger').waitFor();

    // Hole sponsorship ($300), mulligans ($30), Grace ($100), Wendy ($125.50), Pat ($5): the same on every screen.
    const total = dialog.getByLabel('Raised total');
    await dialog.getByText('$560.50').first().waitFor();
    expect(await total.innerText()).toBe('$560.50');
    await tvRaised('$560.50');
    await guest.getByText('$560.50').first().waitFor({ timeout: 5_000 });
    await tv.screenshot({ path: artifactPath('tv-raised-day-1920.png') });
    expect(await seriousAxeViolations(page, { within: '.ant-modal' })).toEqual([]);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const [header, ...rows] = csvRows(csv);
    const [state, amount, kind] = ['state', 'amount', 'kind'].map((column) => header!.indexOf(column));
    const received = rows.filter((row) => row[state!] === 'received');
    expect(received.map((row) => row[kind!]).sort()).toEqual(['add-on-sale', 'donation', 'donation', 'pledge-payment', 'sponsorship']);
    const csvCents = received.reduce((sum, row) => sum + Math.round(Number(row[amount!]) * 100), 0);
    expect(csvCents / 100).toBe(dollars(await total.innerText()));
    await tv.context().close();
    await card.context().close();
    await guest.context().close();
  }, 180_000);

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
