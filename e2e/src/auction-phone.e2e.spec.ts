// The silent auction on guests' phones: a guest signs in on the catalogue, opens an item and bids the amount on
// the button; a second guest outbids them through the API; the first is told on their open page (a toast and
// the Outbid badge, through the live stream, no reload) and bids again from the toast. Screenshots at 390x844.
import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { pushedWithinMs, shownWithin } from './support/shown-within';
import { dismissToasts, signInDialog, signInThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, callApi, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

/** A small drawn photo (a green and its flag): item photos are URLs, and the page's policy allows data: images. */
const greenPhoto =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'%3E%3Crect width='400' height='300' fill='%2398cfe9'/%3E%3Cpath d='M0 200Q200 150 400 190V300H0Z' fill='%232f9462'/%3E%3Cpath d='M0 235Q210 195 400 230V300H0Z' fill='%231f7a4d'/%3E%3Cpath d='M250 200V110' stroke='%23222' stroke-width='3'/%3E%3Cpath d='M250 110l42 14-42 14Z' fill='%23c0392b'/%3E%3Ccircle cx='330' cy='70' r='26' fill='%23f6d36b'/%3E%3C/svg%3E";

interface Item {
  id: string;
  title: string;
}

/** An auction open to everyone signed in, closing in two hours, with three items (one closing in four minutes). */
async function auctionWithItems(organiser: Organiser, tournamentId: string): Promise<Item[]> {
  const base = `/api/tournaments/${tournamentId}/auction`;
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  await asOrganiser(organiser, 'PUT', `${base}/settings`, { closesAt: inMinutes(120), softCloseMinutes: 0, whoMayBid: 'signed-in' });
  const add = (fields: object) =>
    asOrganiser<Item>(organiser, 'POST', `${base}/items`, { incrementRule: { kind: 'fixed', cents: 2_500 }, category: 'Golf', ...fields });
  return [
    await add({
      title: 'Foursome at Pebble Beach',
      description: 'A round for four on the famous links, with carts and lunch at the Tap Room.\nValid for a year.',
      donorName: 'Pebble Beach Resorts',
      fairMarketValueCents: 240_000,
      startingBidCents: 50_000,
      buyNowCents: 300_000,
      photos: [greenPhoto],
    }),
    await add({ title: 'Signed Masters flag, framed', startingBidCents: 20_000, closesAt: inMinutes(4) }),
    await add({ title: 'Napa Valley wine case (12 bottles)', startingBidCents: 30_000, donorName: 'Silver Oak Cellars' }),
  ];
}

/** The paddle raise, with four giving levels and a goal. */
function fundANeed(organiser: Organiser, tournamentId: string): Promise<unknown> {
  return asOrganiser(organiser, 'PUT', `/api/tournaments/${tournamentId}/auction/fund-a-need`, {
    title: 'Junior golf clinics',
    description: 'Every paddle puts clubs and lessons in the hands of local kids.',
    levelsCents: [100_000, 50_000, 25_000, 10_000],
    goalCents: 1_000_000,
  });
}

/** The page's buttons, links and fields smaller than a thumb (44 px), except links inside running text. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-remote="scoring"] :is(button, a[href], input, select, textarea)'))
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).display !== 'inline')
      .filter((element) => element.getBoundingClientRect().width < 44 || element.getBoundingClientRect().height < 44)
      .map((element) => `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}"`),
  );
}

async function screenshot(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: artifactPath(name), fullPage: true });
}

describe('the silent auction on a guest’s phone', () => {
  const { openPage } = browserPerSuite();

  it('a guest bids the amount on the button, is told within the bound when outbid, and bids again from the toast', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: 'Auction Open' });
    const [pebble] = await auctionWithItems(organiser, tournament.id);
    await fundANeed(organiser, tournament.id);
    const [gia, ben] = [await signUpOrganiser('Gia Guest'), await signUpOrganiser('Ben Bidder')];

    const page = await openPage('phone');
    await page.goto(baseUrl(`/tournament/${tournament.id}/auction`));
    await waitForRemotePage(page, 'scoring', 'AuctionPage');
    await page.getByRole('list', { name: 'Auction items' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'auction-catalogue-visitor-phone.png');

    await signInThroughDialog(page, gia);
    await signInDialog(page).waitFor({ state: 'detached' });
    await page.getByText('Your bidder number comes with your first bid.').waitFor();
    const items = page.getByRole('list', { name: 'Auction items' });
    expect(await items.getByRole('listitem').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).toEqual([
      'Foursome at Pebble Beach',
      'Signed Masters flag, framed',
      'Napa Valley wine case (12 bottles)',
    ]);

    await items.getByRole('link', { name: /Foursome at Pebble Beach/ }).click();
    await waitForRemotePage(page, 'scoring', 'AuctionItemPage');
    await page.getByText('No bids yet: be the first!').waitFor();
    await page.getByRole('button', { name: 'Bid another amount' }).click();
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Bid another amount' }).click();
    await page.getByRole('button', { name: 'Bid $500' }).click();
    await page.getByText('You’re the top bidder at $500.').waitFor();
    await page.getByText('Winning', { exact: true }).waitFor();
    const leader = await page.getByText(/^Leading: Bidder \d+ \(you\)$/).innerText();
    const giaLabel = leader.replace('Leading: ', '').replace(' (you)', '');
    await screenshot(page, 'auction-item-winning-phone.png');

    // Ben outbids Gia from his own phone (the API, as his page would): Gia's open page is told through the stream.
    const since = Date.now();
    await callApi(
      'POST',
      `/api/tournaments/${tournament.id}/auction/items/${pebble!.id}/bids`,
      { Authorization: `Bearer ${ben.idToken}` },
      {
        amountCents: 52_500,
        idempotencyKey: `ben-${Date.now()}`,
      },
    );
    const told = await shownWithin(
      since,
      Promise.all([
        page.getByText('You were outbid on Foursome at Pebble Beach', { exact: true }).waitFor({ timeout: pushedWithinMs }),
        page.getByText('Outbid', { exact: true }).waitFor({ timeout: pushedWithinMs }),
      ]).then(() => undefined),
    );
    console.log(`outbid toast and badge shown ${told} ms after the other bid was answered`);
    expect(told).toBeLessThan(pushedWithinMs);
    expect(await page.getByText(/^Leading: Bidder \d+$/).innerText()).not.toContain(giaLabel);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('auction-item-outbid-phone.png'), fullPage: true });

    await page.getByRole('region', { name: 'Messages' }).getByRole('button', { name: 'Bid $550' }).click();
    await page.getByRole('button', { name: 'Bid $550' }).click();
    await page.getByText('You’re the top bidder at $550.').waitFor();
    await page.getByText(`Leading: ${giaLabel} (you)`).waitFor();

    await page.getByRole('link', { name: '← All items' }).click();
    await waitForRemotePage(page, 'scoring', 'AuctionPage');
    await page.getByText(`You are ${giaLabel}`).waitFor();
    const paddles = page.getByRole('region', { name: 'Junior golf clinics' });
    await paddles.getByRole('button', { name: '$250 0 paddles' }).click();
    await paddles.getByRole('button', { name: 'Give $250' }).click();
    await paddles.getByText('Thank you! $250 given.').waitFor();
    await paddles.getByRole('button', { name: '$250 1 paddle' }).waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, 'auction-catalogue-phone.png');
    await page.getByRole('button', { name: 'My bids' }).click();
    expect(await items.getByRole('listitem').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).toEqual([
      'Foursome at Pebble Beach',
    ]);

    await page.getByRole('link', { name: 'My bids' }).click();
    await waitForRemotePage(page, 'scoring', 'AuctionMyBidsPage');
    await page.getByRole('list', { name: 'Items you bid on' }).getByText('Winning', { exact: true }).waitFor();
    // The gift is on the bill at once: paid online where the event takes cards, else at the desk by number.
    const bill = page.getByRole('region', { name: 'Your bill' });
    await bill.getByText('Junior golf clinics').waitFor();
    const { onlinePayment } = await callApi<{ onlinePayment: boolean }>('GET', `/api/tournaments/${tournament.id}/auction/my-bill`, {
      Authorization: `Bearer ${gia.idToken}`,
    });
    if (onlinePayment) await bill.getByRole('button', { name: 'Pay now $250' }).waitFor();
    else await bill.getByText(`Pay at the auction desk with your bidder number ${giaLabel.replace('Bidder ', '')}.`).waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, 'auction-my-bids-phone.png');

    const laptop = await openPage('desktop');
    await laptop.goto(baseUrl(`/tournament/${tournament.id}/auction/${pebble!.id}`));
    await waitForRemotePage(laptop, 'scoring', 'AuctionItemPage');
    await laptop.getByText(`Leading: ${giaLabel}`).waitFor();
    await laptop.getByRole('button', { name: 'Sign in to bid' }).waitFor();
    await screenshot(laptop, 'auction-item-visitor-desktop.png');
  });
});
