// The silent auction's day in real Chromium against the real API, as issue 35 tells it: two guests on their
// phones bid against each other on one item, one sets a maximum, the other is told they were outbid without
// reloading; the clubhouse TV shows the leader and the countdown; the organiser brings the close near, a bid in
// the last minute extends it; the item closes and the winner is told; the winner pays at the desk (the Auction
// tab's checkout by bidder number) and the raised total moves on the TV.
import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { pushedWithinMs, shownWithin } from './support/shown-within';
import { dismissToasts, fillSignIn, signInDialog, signInThroughDialog, toastText } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

const title = 'Weekend for four at Pebble Beach with caddies and dinner';

const shot = async (page: Page, name: string) => {
  await dismissToasts(page);
  await page.screenshot({ path: artifactPath(`auction-journey-${name}.png`) });
};

/** A guest on their phone at the item's page (the outbid e-mail's link), signed in from its "Sign in to bid". */
async function guestAtItem(phone: Page, path: string, guest: Organiser): Promise<void> {
  await phone.goto(baseUrl(path));
  await phone.getByRole('button', { name: 'Sign in to bid' }).click();
  await fillSignIn(phone, guest);
  await signInDialog(phone).getByRole('button', { name: 'Sign In' }).click();
  await signInDialog(phone).waitFor({ state: 'detached' });
}

/** The bid panel's typed amount ("Bid another amount" or "Set a maximum bid"), in whole dollars. */
async function bidTyped(phone: Page, open: string, field: string, dollars: number, submit: string): Promise<void> {
  const panel = phone.getByRole('region', { name: 'Bid' });
  await panel.getByRole('button', { name: open }).click();
  await panel.getByLabel(field).fill(String(dollars));
  await panel.getByRole('button', { name: submit }).click();
}

const tvPanel = (tv: Page) => tv.locator('section[aria-label="Silent auction"]');

describe("the silent auction's day", () => {
  const { openPage } = browserPerSuite();

  it('two guests bid on phones, one is told they were outbid, the TV counts down, a last-minute bid extends the close, the winner pays at the desk', async () => {
    const [organiser, gina, hal] = await Promise.all([signUpOrganiser('Olive Organiser'), signUpOrganiser('Gina Guest'), signUpOrganiser('Hal Guest')]);
    const tournament = await createActiveTournament(organiser, { name: 'Lakeside Charity Classic', charityGoal: 5000 });
    const base = `/api/tournaments/${tournament.id}/auction`;
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    // Open for ten minutes while the guests bid; a bid in the last minute moves the close to a minute after it.
    await asOrganiser(organiser, 'PUT', `${base}/settings`, { closesAt: inMinutes(10), softCloseMinutes: 1, hardCapAt: inMinutes(20), whoMayBid: 'signed-in' });
    const item = await asOrganiser<{ id: string }>(organiser, 'POST', `${base}/items`, {
      title,
      description: 'Two nights at the Lodge, a round on the Links with caddies, and dinner at the Bench.',
      donorName: 'The Lodge at Pebble Beach',
      fairMarketValueCents: 250_000,
      startingBidCents: 10_000,
      incrementRule: { kind: 'fixed', cents: 500 },
    });
    await asOrganiser(organiser, 'POST', `${base}/items`, { title: 'Signed pin flag from the 18th', startingBidCents: 5_000 });
    const itemPath = `/tournament/${tournament.id}/auction/${item.id}`;

    // The clubhouse TV: its auction takes turns with the board.
    const tv = await openPage('tv');
    await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));

    // Gina bids the opening amount with one tap; Hal sets a maximum; Gina is told at once, on the page she is on.
    const [ginaPhone, halPhone] = await Promise.all([openPage('phone'), openPage('phone')]);
    await guestAtItem(ginaPhone, itemPath, gina);
    await ginaPhone.getByRole('region', { name: 'Bid' }).getByRole('button', { name: 'Bid $100' }).click();
    await ginaPhone.getByRole('status').filter({ hasText: 'You’re the top bidder at $100.' }).waitFor();
    await guestAtItem(halPhone, itemPath, hal);
    await bidTyped(halPhone, 'Set a maximum bid', 'Your maximum bid', 300, 'Set maximum $300');
    const halAnswered = Date.now();
    await halPhone.getByRole('status').filter({ hasText: 'You’re the top bidder at $105.' }).waitFor();
    const toldGina = await shownWithin(
      halAnswered,
      toastText(ginaPhone, `You were outbid on ${title}`).then(() => undefined),
    );
    expect(toldGina).toBeLessThan(pushedWithinMs);
    await ginaPhone.getByText('$105', { exact: true }).first().waitFor();
    await ginaPhone.getByRole('region', { name: 'Bid' }).getByRole('button', { name: 'Bid $110' }).waitFor();
    expect(await ginaPhone.getByText('You’re the top bidder at $100.').count()).toBe(0);
    await shot(ginaPhone, 'outbid-phone');

    // Numbers are given on a first bid, from 101: Gina's is 101, Hal's 102; the room sees only those.
    await ginaPhone.getByText('Leading: Bidder 102').waitFor();
    await halPhone.getByText('Leading: Bidder 102 (you)').waitFor();

    // The TV shows the item with its price, Hal's number leading, and the countdown to the close.
    await tvPanel(tv).getByText(title).waitFor({ timeout: 60_000 });
    await tvPanel(tv).getByText('Bidder 102').first().waitFor();
    await tvPanel(tv).getByText('$105', { exact: true }).first().waitFor();
    await tvPanel(tv).getByRole('timer').waitFor();
    await tv.waitForFunction(() => /\$0 of \$5,000/.test(document.body.innerText));

    // The organiser brings the close to 50 s from now; Gina's bid in that last minute moves it to a minute after her bid.
    await asOrganiser(organiser, 'PUT', `${base}/settings`, {
      closesAt: new Date(Date.now() + 50_000).toISOString(),
      softCloseMinutes: 1,
      hardCapAt: inMinutes(20),
      whoMayBid: 'signed-in',
    });
    const catalogueClose = async () =>
      Date.parse(
        ((await (await fetch(baseUrl(base))).json()) as { items: Array<{ id: string; closesAt: string }> }).items.find((i) => i.id === item.id)!.closesAt,
      );
    const closeBefore = await catalogueClose();
    const ginaBidAt = Date.now();
    await bidTyped(ginaPhone, 'Bid another amount', 'Your bid', 400, 'Bid $400');
    await ginaPhone.getByRole('status').filter({ hasText: 'You’re the top bidder at $400.' }).waitFor();
    const closeAfter = await catalogueClose();
    expect(closeAfter).toBeGreaterThan(closeBefore);
    expect(closeAfter).toBeGreaterThanOrEqual(ginaBidAt + 55_000);
    await toastText(halPhone, `You were outbid on ${title}`);
    await tvPanel(tv).getByText('$400', { exact: true }).first().waitFor({ timeout: 60_000 });
    await tvPanel(tv)
      .getByRole('timer')
      .filter({ hasText: /Extended/i })
      .waitFor();
    await shot(tv, 'tv-extended');

    // The close: the server settles the item; Gina's phone and the TV know at once.
    await ginaPhone.getByText('You won this item!').waitFor({ timeout: Math.max(10_000, closeAfter - Date.now() + 15_000) });
    await shot(ginaPhone, 'won-phone');
    await tvPanel(tv).getByText('Bidder 101').first().waitFor();

    // The desk: the organiser finds Gina's number in the Auction tab's checkout and takes her $400 by card.
    const ginaNumber = '101';
    const desk = await openPage('desktop');
    await desk.goto(baseUrl(`/admin?tournament=${tournament.id}`));
    await signInThroughDialog(desk, organiser);
    await signInDialog(desk).waitFor({ state: 'detached' });
    const admin = desk.getByRole('dialog', { name: 'Tournament Administration' });
    await admin.getByRole('tab', { name: 'Auction' }).click();
    await admin.getByRole('navigation', { name: 'Auction' }).getByRole('button', { name: 'Checkout' }).click();
    const findBidder = admin.getByRole('form', { name: 'Find a bidder' });
    await findBidder.getByLabel('Bidder number').fill(ginaNumber);
    await findBidder.getByRole('button', { name: 'Show bill' }).click();
    const bill = admin.getByLabel(`Bill of Bidder ${ginaNumber}`);
    await bill.getByText(title).waitFor();
    await bill.getByRole('button', { name: /^Take \$400/ }).click();
    await admin.getByRole('status').filter({ hasText: ginaNumber }).waitFor();
    await shot(desk, 'desk-paid');

    // The raised total on the TV moves by the $400, without a reload.
    await tv.waitForFunction(() => /\$400 of \$5,000/.test(document.body.innerText), undefined, { timeout: 10_000 });
    await shot(tv, 'tv-raised');
  }, 360_000);
});
