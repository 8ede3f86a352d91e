// A guest gives $300 by card on a phone, in real Chromium against the real API and its built-in test checkout:
// 4242… paid, back on the receipt with the written acknowledgment a gift of $250 or more needs, and the TV's
// raised total moves within a second of paying (the ledger's live change, from the provider's webhook).
import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, newContext, type ViewportName } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { shownWithin } from './support/shown-within';
import { dismissToasts, signInDialog, signInThroughDialog, toastText } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

const raisedOn = (page: Page, percent: number) =>
  page.locator(`[role="progressbar"][aria-label="Raised for Junior Golf Foundation"][aria-valuenow="${percent}"]`).first().waitFor({ timeout: 5_000 });

describe('a guest gives by card on a phone', () => {
  let browser: Browser;

  /** The organiser's Charity tab, and the Refund dialog of the card gift in it. */
  async function openRefund(organiser: Organiser, tournamentName: string, size: ViewportName) {
    const page = await (await newContext(browser, size)).newPage();
    await page.goto(baseUrl('/admin'));
    await signInThroughDialog(page, organiser);
    await signInDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Manage ${tournamentName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Tournament Administration' });
    await dialog.getByRole('tab', { name: 'Charity' }).click();
    await dialog.getByRole('button', { name: 'Refund $300.00 from Carla Card' }).click();
    return { page, dialog, refund: page.getByRole('dialog', { name: 'Refund this gift?' }) };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('pays $300 with 4242… on the test checkout, lands on the receipt with the $250+ statement, and the TV moves within a second', async () => {
    const organiser = await signUpOrganiser();
    const name = `Card Classic ${Date.now()}`;
    const tournament = await createActiveTournament(organiser, {
      name,
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

    // The organiser refunds part of the gift from the Charity tab on a phone: more than the gift is refused before
    // asking; the ledger (an adjustment of -$100), the raised total and the TV follow the provider's refund event.
    const { page: admin, dialog, refund } = await openRefund(organiser, name, 'phone');
    expect(await seriousAxeViolations(admin, { within: '.ant-modal' })).toEqual([]);
    await refund.getByLabel('Amount ($)').fill('300.01');
    await refund.getByLabel('Reason').fill('Gave twice by mistake');
    await refund.getByRole('button', { name: 'Refund $300.01' }).click();
    await refund.getByText('At most $300.00 of this gift is left to refund').waitFor();
    await refund.getByLabel('Amount ($)').fill('100');
    await admin.mouse.move(0, 0);
    await dismissToasts(admin);
    await admin.screenshot({ path: artifactPath('charity-refund-gift-phone.png') });
    await refund.getByRole('button', { name: 'Refund $100.00' }).click();
    await toastText(admin, 'Refund of $100.00 to Carla Card sent');
    const entries = dialog.getByRole('list', { name: 'Ledger entries' });
    await entries
      .getByRole('listitem')
      .filter({ hasText: 'Part of a card gift refunded: Gave twice by mistake' })
      .getByText('-$100.00')
      .waitFor({ timeout: 10_000 });
    await dialog.getByLabel('Raised total').getByText('$200.00').waitFor();
    await raisedOn(tv, 4);

    const { page: laptop, refund: rest } = await openRefund(organiser, name, 'desktop');
    expect(await rest.getByLabel('Amount ($)').inputValue()).toBe('200');
    await rest.getByRole('button', { name: 'Refund $200.00' }).waitFor();
    expect(await seriousAxeViolations(laptop, { within: '.ant-modal' })).toEqual([]);
    await dismissToasts(laptop);
    await laptop.screenshot({ path: artifactPath('charity-refund-gift-desktop.png') });

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
