// A guest gives $300 by card on a phone, in real Chromium against the real API and its built-in test checkout:
// 4242… paid, back on the receipt with the written acknowledgment a gift of $250 or more needs, and the TV's
// raised total moves within a second of paying (the ledger's live change, from the provider's webhook).
import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, newContext } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { shownWithin } from './support/shown-within';
import { asOrganiser, createActiveTournament, signUpOrganiser } from './support/tournaments-api';

const raisedOn = (page: Page, percent: number) =>
  page.locator(`[role="progressbar"][aria-label="Raised for Junior Golf Foundation"][aria-valuenow="${percent}"]`).first().waitFor({ timeout: 5_000 });

describe('a guest gives by card on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('pays $300 with 4242… on the test checkout, lands on the receipt with the $250+ statement, and the TV moves within a second', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, {
      name: `Card Classic ${Date.now()}`,
      charityName: 'Junior Golf Foundation',
      charityGoal: 5000,
      charityPaypalLink: 'https://www.paypal.com/donate/?hosted_button_id=FAIRWAY',
    });
    const tv = await (await newContext(browser, 'tv')).newPage();
    await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));
    await tv.getByText('Live: scores appear here as they are entered').waitFor();

    const guest = await (await newContext(browser, 'phone')).newPage();
    await guest.goto(baseUrl(`/tournament/${tournament.id}/donate`));
    await waitForRemotePage(guest, 'leaderboard', 'DonatePage');
    const gift = guest.getByRole('form', { name: 'Donate' });
    await gift.getByRole('button', { name: 'Pay by card' }).waitFor();
    await gift.getByRole('button', { name: 'PayPal or pay at the desk' }).waitFor();
    await gift.getByRole('textbox', { name: 'Other amount' }).fill('300');
    await gift.getByRole('textbox', { name: 'Your name' }).fill('Carla Card');
    await gift.getByRole('textbox', { name: /^E-mail/ }).fill('carla@example.com');
    expect(await seriousAxeViolations(guest)).toEqual([]);
    await guest.screenshot({ path: artifactPath('donate-by-card-phone.png'), fullPage: true });
    await gift.getByRole('button', { name: 'Pay by card' }).click();

    await guest.getByText('Test checkout — no money moves').waitFor();
    await guest.getByLabel('Card number').fill('4242 4242 4242 4242');
    const paid = Date.now();
    await guest.getByRole('button', { name: 'Pay $300.00' }).click();
    expect(await shownWithin(paid, raisedOn(tv, 6))).toBeLessThan(1_500);

    await guest.waitForURL(new RegExp(`/tournament/${tournament.id}/donate/receipt/[A-Za-z0-9_-]{43}$`));
    await guest.getByText('Thank you for your gift!').waitFor({ timeout: 10_000 });
    await guest.getByText(/^Junior Golf Foundation acknowledges with thanks your payment of \$300\.00 received on /).waitFor();
    await guest.getByText('No goods or services were provided by Junior Golf Foundation in exchange for this contribution.').waitFor();
    await guest.getByRole('button', { name: 'Print' }).waitFor();
    expect(await guest.getByText('carla@example.com').count()).toBe(0);
    expect(await seriousAxeViolations(guest)).toEqual([]);
    await guest.screenshot({ path: artifactPath('gift-receipt-phone.png'), fullPage: true });

    const ledger = await asOrganiser<{ entries: Array<{ kind: string; amount: number; method: string; state: string; donorName: string | null }> }>(
      organiser,
      'GET',
      `/api/tournaments/${tournament.id}/ledger`,
    );
    expect(ledger.entries.map((e) => [e.kind, e.amount, e.method, e.state, e.donorName])).toEqual([['donation', 300, 'card', 'received', 'Carla Card']]);

    // The same pages on a laptop, for the eye.
    const desktop = await (await newContext(browser, 'desktop')).newPage();
    await desktop.goto(guest.url());
    await desktop.getByText('Thank you for your gift!').waitFor();
    await desktop.screenshot({ path: artifactPath('gift-receipt-desktop.png'), fullPage: true });
    await desktop.goto(baseUrl(`/tournament/${tournament.id}/donate`));
    await desktop.getByRole('button', { name: 'Pay by card' }).waitFor();
    await desktop.screenshot({ path: artifactPath('donate-by-card-desktop.png'), fullPage: true });
  });
});
