// The clubhouse TV at 1920x1080 and at 1280x720 with real-length names, measured in Chromium: every donor's
// name, every contest leader and every winner of the awards is on the screen whole, never cut by its box; the
// auction's pages, its thermometer and its sale banner fit with real-length titles and $1,000,000 bids.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { createContestWithStation, enterAtStation } from './support/contests-api';
import { pushedWithinMs, shownWithin } from './support/shown-within';
import { asOrganiser, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

interface Team {
  id: string;
  players: Array<{ id: string }>;
}

interface Seeded {
  base: string;
  id: string;
  organiser: Organiser;
  teams: Array<[name: string, team: Team]>;
  holes: Array<{ number: number; par: number }>;
}

interface Reveal {
  total: number;
  current: { title: string; winners: Array<{ name: string }> } | null;
}

type Shown = 'whole' | 'given way' | 'cut';

interface Placement {
  text: string;
  shown: Shown;
  /** It hides what runs past its own box (an ellipsis, a clipped line). */
  clipsText: boolean;
}

const players = ['Priya Donovan', 'Maximilian Oduya-Harrington', 'Genevieve Ashworth-Lee', 'Bartholomew Kingsley'];
/** The longest donor name the TV promises to show whole at both sizes: 60 characters (the contract allows 100). */
const longestShownName = 'Margaret Fotheringham-Wainwright, the Whitfield Family Trust';
const sizes = ['tv', 'tv720'] as const;

/**
 * Where each element matching `selector` inside `region` sits against the region's box and the box that
 * shows it, its closest ancestor matching `shownIn` (a list or a page that hides what does not fit).
 */
function placements(region: Locator, selector: string, shownIn = ''): Promise<Placement[]> {
  return region.evaluate(
    (box, [itemSelector, boxSelector]) =>
      [...box.querySelectorAll(itemSelector!)].map((element) => {
        const shownBy = (boxSelector && element.parentElement?.closest(boxSelector)) || box;
        const outers = [box, shownBy].map((each) => each.getBoundingClientRect());
        const rect = element.getBoundingClientRect();
        const inside = outers.every(
          (outer) => rect.top >= outer.top - 0.5 && rect.bottom <= outer.bottom + 0.5 && rect.left >= outer.left - 0.5 && rect.right <= outer.right + 0.5,
        );
        const beyond = outers.some((outer) => rect.left >= outer.right || rect.top >= outer.bottom);
        const clips = getComputedStyle(element).overflow !== 'visible';
        const clipsText = clips && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
        return { text: (element.textContent ?? '').trim(), shown: (inside ? 'whole' : beyond ? 'given way' : 'cut') as Shown, clipsText };
      }),
    [selector, shownIn],
  );
}

async function seedTournament(name: string): Promise<Seeded> {
  const organiser = await signUpOrganiser();
  const { id } = await createActiveTournament(organiser, { name: `${name} ${Date.now()}`, format: 'stroke-play' });
  const base = `/api/tournaments/${id}`;
  const { holes } = await asOrganiser<{ holes: Seeded['holes'] }>(organiser, 'GET', base);
  const teams: Seeded['teams'] = [];
  for (const player of players) {
    const team = await asOrganiser<Team>(organiser, 'POST', `${base}/teams`, {
      name: `${player.split(' ')[1]}'s Foursome`,
      startingHole: 1,
      players: [{ name: player, email: null, handicap: 0, position: 1 }],
    });
    teams.push([player, team]);
  }
  return { base, id, organiser, teams, holes };
}

/** Par on the first twelve holes but one birdie each, on a hole of its own: four skins winners. */
async function playSkins({ base, id, organiser, teams, holes }: Seeded): Promise<void> {
  const scores = teams.flatMap(([, team], index) =>
    holes.slice(0, 12).map((hole) => ({
      tournamentId: id,
      teamId: team.id,
      playerId: team.players[0]!.id,
      hole: hole.number,
      strokes: hole.par - (hole.number === index * 3 + 1 ? 1 : 0),
    })),
  );
  await asOrganiser(organiser, 'POST', '/api/scores/batch', { scores });
  const skins = { basis: 'gross', unit: 'player', carryover: true, validation: 'none', entryFee: 20, donatedPercent: 25 };
  await asOrganiser(organiser, 'PUT', `${base}/skins`, skins);
  await asOrganiser(organiser, 'PUT', `${base}/skins/entrants`, { entrantIds: teams.map(([, team]) => team.players[0]!.id) });
}

/** Two contests, one with two divisions, every division led by a long name; returns who leads, in order. */
async function enterContests({ base, organiser, teams, holes }: Seeded): Promise<string[]> {
  const par3 = holes.find((hole) => hole.par === 3)!.number;
  const par5 = holes.find((hole) => hole.par === 5)!.number;
  const contests = [
    { hole: par3, kind: 'closest-to-pin', divisions: ['Men', 'Women'], sponsorName: 'Acme Golf Carts', prize: 'A new putter' },
    { hole: par5, kind: 'longest-drive', divisions: ['Open'], sponsorName: 'Birdie Bakery', prize: 'A new driver' },
  ];
  const leaders: string[] = [];
  for (const input of contests) {
    const contest = await createContestWithStation(organiser, base, input);
    for (const division of input.divisions) {
      const [name, team] = teams[1 + leaders.length]!;
      const measure = input.kind === 'longest-drive' ? { yards: 287 } : { feet: 4, inches: 2 };
      await enterAtStation(contest, { teamId: team.id, playerId: team.players[0]!.id, division, ...measure });
      leaders.push(name);
    }
  }
  return leaders;
}

/** A gift the organiser records (guests' own gifts are limited to a few a minute). */
function donate({ base, organiser }: Seeded, donorName: string, amount: number): Promise<unknown> {
  return asOrganiser(organiser, 'POST', `${base}/ledger`, { kind: 'donation', amount, donorName, anonymous: false, method: 'cash' });
}

const fundraising = (tv: Page) => tv.getByRole('region', { name: 'Fundraising' });

const auctionTitles = [
  'Four-ball at Pebble Beach with a night at The Lodge, dinner for four and a signed flag',
  'A week in a Tuscan farmhouse for eight guests, with a cooking class and a wine tasting at Castello Banfi',
  'Signed Tiger Woods flag from the 2019 Masters, framed with a certificate of authenticity',
  'Private lesson with the head professional and a custom fitting for a full set of irons',
  'Courtside seats for four at the Warriors with dinner at the Chase Center club level',
  'Weekend at Pebble Beach',
  'Case of 2015 Opus One, twelve bottles from the cellar of the Whitfield Family Trust',
  'Hot-air balloon ride over Napa Valley at sunrise with a champagne breakfast for two',
  'Signed flag',
  'Custom putter by Scotty Cameron with your initials and a leather headcover',
  'Golf cart painted in your team colours for a season at the club',
];
const buyNowTitle = 'Dinner for ten cooked at your home by the chef of the Carmel Valley Ranch, wine included';
const maxCents = 100_000_000;

interface AuctionDay {
  seeded: Seeded;
  bidders: Organiser[];
  buyNowItemId: string;
  /** "Weekend at Pebble Beach": first on the list (it closes first). */
  firstItemId: string;
}

/**
 * Twelve items with real-length titles (two pages of the list), the first bid to $1,000,000 and half of them
 * without a bid, one with a buy-now; a fund-a-need with a $1,000,000 goal; three guests who bid.
 */
async function seedAuction(): Promise<AuctionDay> {
  const seeded = await seedTournament('Auction Fit');
  const { base, organiser } = seeded;
  const closesAt = new Date(Date.now() + 40 * 60_000).toISOString();
  await asOrganiser(organiser, 'PUT', `${base}/auction/settings`, { closesAt, softCloseMinutes: 2, whoMayBid: 'signed-in' });
  const items: string[] = [];
  for (const [index, title] of auctionTitles.entries()) {
    const ownClose = index === 5 ? { closesAt: new Date(Date.now() + 12 * 60_000).toISOString() } : {};
    const start = index === 0 ? maxCents - 1_000_000 : 10_000 * (index + 1);
    const item = await asOrganiser<{ id: string }>(organiser, 'POST', `${base}/auction/items`, { title, startingBidCents: start, ...ownClose });
    items.push(item.id);
  }
  const buyNow = await asOrganiser<{ id: string }>(organiser, 'POST', `${base}/auction/items`, {
    title: buyNowTitle,
    startingBidCents: 200_000,
    buyNowCents: 950_000,
  });
  await asOrganiser(organiser, 'PUT', `${base}/auction/fund-a-need`, {
    title: 'Junior golf clinics for two hundred kids at the First Tee of Monterey County',
    levelsCents: [maxCents, maxCents / 4, 2_500_000, 1_000_000, 500_000, 100_000],
    goalCents: maxCents,
  });
  const bidders = await Promise.all(['Grace Guest', 'Henry Guest', 'Iris Guest'].map((name) => signUpOrganiser(name)));
  const bid = (bidder: Organiser, itemId: string, amountCents?: number) =>
    asOrganiser(bidder, 'POST', `${base}/auction/items/${itemId}/bids`, { ...(amountCents ? { amountCents } : {}), idempotencyKey: randomUUID() });
  await bid(bidders[0]!, items[0]!, maxCents);
  for (const [index, itemId] of items.slice(1, 6).entries()) await bid(bidders[index % 3]!, itemId);
  await bid(bidders[1]!, items[1]!);
  return { seeded, bidders, buyNowItemId: buyNow.id, firstItemId: items[5]! };
}

const auctionPanel = (tv: Page) => tv.getByRole('region', { name: 'Silent auction' });
/** The auction's page on screen now, or null while the board has its turn. */
const shownPage = (tv: Page) => tv.evaluate(() => document.querySelector<HTMLElement>('[aria-label="Silent auction"]')?.dataset.page ?? null);

/** Nothing on the page scrolls: the screen holds it all. */
const scrolls = (tv: Page) =>
  tv.evaluate(() => {
    const page = document.scrollingElement!;
    return page.scrollWidth > window.innerWidth || page.scrollHeight > window.innerHeight;
  });

/**
 * Stops the TV's clock where it is: a page stays on screen while it is measured (the checks take real time);
 * `runFor` moves it on. Laying out and fitting need no timer; a live event's render does (resume first).
 */
async function freeze(tv: Page): Promise<void> {
  await tv.clock.pauseAt((await tv.evaluate(() => Date.now())) + 500);
}

/** The auction page on screen (the clock frozen): every row inside the list, each bid, leader and time whole; a long title ellipsised inside its row. */
async function expectAuctionPageFits(tv: Page): Promise<void> {
  const panel = auctionPanel(tv);
  await tv.clock.runFor(100);
  expect(await scrolls(tv)).toBe(false);
  const head = await placements(panel, 'header > *, header p');
  expect(head.filter((part) => part.shown !== 'whole' || part.clipsText)).toEqual([]);
  if ((await panel.getAttribute('data-page')) === 'fund-a-need') {
    const fund = await placements(panel, 'p, li > span, [role="progressbar"]');
    expect(fund.filter((part) => part.shown !== 'whole' || part.clipsText)).toEqual([]);
    return;
  }
  const rows = await placements(panel, 'ol[aria-label] > li', 'ol');
  expect(rows.filter((row) => row.shown !== 'whole')).toEqual([]);
  const cells = await placements(panel, 'ol[aria-label] > li > span:not(:first-child)');
  expect(cells.filter((cell) => cell.shown !== 'whole' || cell.clipsText)).toEqual([]);
  const titles = await placements(panel, 'ol[aria-label] > li > span:first-child');
  expect(titles.filter((title) => title.shown !== 'whole')).toEqual([]);
}

/** Opens the TV with its clock under the test's control, so the panel's rotation can be stepped through. */
async function openTv(page: Page, id: string): Promise<Locator> {
  await page.clock.install();
  await page.goto(baseUrl(`/mfe/leaderboard/tv/${id}`));
  await fundraising(page).waitFor({ timeout: 20_000 });
  return fundraising(page);
}

/** The panel's next slide, its rendering settled (a slide loaded on first use, its type fitted). */
async function nextSlide(page: Page): Promise<string> {
  await page.clock.runFor(10_000);
  await page.clock.runFor(200);
  return (await fundraising(page).getAttribute('data-slide')) ?? '';
}

/** Steps the rotation to `slide`, leaving the panel's reads time to arrive (a slide shows once its data is in). */
async function showSlide(page: Page, slide: string): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) {
    if ((await nextSlide(page)) === slide) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`the ${slide} slide never came round`);
}

/** The gifts (or skins winners) in their lists, each against its list's box. */
/** Two frames on: the page has laid out and fitted what it just received. */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const gifts = (panel: Locator) => placements(panel, 'ol:not([aria-hidden]) > li', 'ol');
const shownWhole = (items: Placement[]) => items.filter((item) => item.shown === 'whole').map((item) => item.text);

/** Every donor shown is whole and nothing is cut; `newest` comes first. */
async function expectWholeGifts(panel: Locator, newest: string): Promise<void> {
  const wall = await gifts(panel);
  expect(wall.filter((gift) => gift.shown === 'cut')).toEqual([]);
  expect(shownWhole(wall)[0]).toBe(newest);
  expect((await placements(panel, 'ol:not([aria-hidden]) > li > span')).filter((part) => part.clipsText)).toEqual([]);
}

/** The TV at each size, side by side (tournaments are few an hour per address, so one serves both). */
async function openAtEachSize(open: (size: (typeof sizes)[number]) => Promise<Page>): Promise<Array<[(typeof sizes)[number], Page]>> {
  return Promise.all(sizes.map(async (size) => [size, await open(size)] as [(typeof sizes)[number], Page]));
}

describe('the clubhouse TV at 1920x1080 and 1280x720, with real-length names', () => {
  const { openPage } = browserPerSuite();

  it('shows each donor whole at both sizes, a long name wrapped, and a gift that does not fit left out, never cut', async () => {
    const seeded = await seedTournament('Donor Wall');
    await donate(seeded, 'Alexandra Montgomery-Whitfield', 500);
    await donate(seeded, 'The Hargreaves Family Foundation', 2500);
    await donate(seeded, 'Priya Donovan', 10_000);
    const screens = await openAtEachSize(openPage);
    for (const [size, tv] of screens) {
      const panel = await openTv(tv, seeded.id);
      await showSlide(tv, 'donors');
      await expectWholeGifts(panel, 'Priya Donovan$10,000');
      await tv.screenshot({ path: artifactPath(`tv-donors-${size}.png`) });
    }

    // The newest gift comes first, shown as it is made: the longest name the TV promises, whole.
    await donate(seeded, longestShownName, 2500);
    for (const [size, tv] of screens) {
      const panel = fundraising(tv);
      await panel.getByText(longestShownName).waitFor({ timeout: 5_000 });
      await expectWholeGifts(panel, `${longestShownName}$2,500`);
      await tv.screenshot({ path: artifactPath(`tv-donors-longest-name-${size}.png`) });
    }
  }, 90_000);

  let contestDay: Promise<{ seeded: Seeded; leaders: string[] }> | undefined;
  const seedContestDay = async () => {
    const seeded = await seedTournament('Contest Day');
    await playSkins(seeded);
    return { seeded, leaders: await enterContests(seeded) };
  };

  it.each(sizes)(
    'shows every contest leader at %s in turn, whole, and the skins winners without cutting one',
    async (size) => {
      const { seeded, leaders } = await (contestDay ??= seedContestDay());
      const tv = await openPage(size);
      const panel = await openTv(tv, seeded.id);
      await showSlide(tv, 'skins');
      const seen = new Set<string>();
      // Longer than any round of the rotation: every slide comes round at least once.
      for (let turn = 0; turn < 12; turn += 1) {
        const slide = await nextSlide(tv);
        if (slide === 'skins') {
          expect((await gifts(panel)).filter((winner) => winner.shown === 'cut')).toEqual([]);
          await tv.screenshot({ path: artifactPath(`tv-skins-${size}.png`) });
        }
        if (slide !== 'contests') continue;
        const lines = await placements(panel, 'p', 'div');
        expect(lines.filter((line) => line.shown !== 'whole' || line.clipsText)).toEqual([]);
        for (const leader of leaders.filter((name) => lines.some((line) => line.text.startsWith(name)))) {
          if (!seen.has(leader)) await tv.screenshot({ path: artifactPath(`tv-contest-leaders-${seen.size + 1}-${size}.png`) });
          seen.add(leader);
        }
      }
      expect([...seen].sort()).toEqual([...leaders].sort());
    },
    90_000,
  );

  it('reveals a skins award with four winners at both sizes with every name on the screen, then the results', async () => {
    const seeded = await seedTournament('Awards Fit');
    await playSkins(seeded);
    const { base, organiser } = seeded;
    await asOrganiser(organiser, 'POST', `${base}/awards/close-scoring`);
    const step = (action: string) => asOrganiser<Reveal>(organiser, 'POST', `${base}/awards/reveal`, { action });
    const { total } = await step('start');
    await step('announce');
    const { current } = await step('reveal');
    expect(current!.title).toBe('Skins (gross)');
    expect(current!.winners.map((winner) => winner.name).sort()).toEqual([...players].sort());

    const screens = await openAtEachSize(openPage);
    for (const [size, tv] of screens) {
      await tv.goto(baseUrl(`/mfe/leaderboard/tv/${seeded.id}`));
      const awards = tv.getByRole('region', { name: 'Awards' });
      await awards.getByRole('list', { name: 'Winner' }).waitFor({ timeout: 20_000 });
      await settled(tv);
      const winners = await placements(awards, 'ul > li > span');
      expect(winners.filter((part) => part.shown !== 'whole' || part.clipsText)).toEqual([]);
      expect(winners.map((part) => part.text).filter((text) => players.includes(text))).toHaveLength(4);
      await tv.screenshot({ path: artifactPath(`tv-reveal-four-winners-${size}.png`) });
    }

    for (let award = 2; award <= total; award += 1) {
      await step('announce');
      await step('reveal');
    }
    await step('finish');
    for (const [size, tv] of screens) {
      const awards = tv.getByRole('region', { name: 'Awards' });
      await awards.getByRole('list', { name: 'Results' }).waitFor({ timeout: 5_000 });
      await settled(tv);
      expect((await placements(awards, 'ol > li')).filter((result) => result.shown !== 'whole')).toEqual([]);
      await tv.screenshot({ path: artifactPath(`tv-reveal-results-${size}.png`) });
    }
  }, 90_000);

  it('shows the auction at both sizes: every page, the thermometer and the sale banner fit, nothing scrolls, and a bid shows as it is made', async () => {
    const { seeded, bidders, buyNowItemId, firstItemId } = await seedAuction();
    const screens = await openAtEachSize(openPage);
    for (const [size, tv] of screens) {
      await openTv(tv, seeded.id);
      // The board has its turn first, then the auction's pages, 10 s each.
      await tv.clock.runFor(30_000);
      await auctionPanel(tv).waitFor({ timeout: 10_000 });
      await freeze(tv);
      const seen: string[] = [];
      for (let kind = await shownPage(tv); kind && seen.length < 6; kind = await shownPage(tv)) {
        await tv.screenshot({ path: artifactPath(`tv-auction-${seen.length + 1}-${kind}-${size}.png`) });
        await expectAuctionPageFits(tv);
        seen.push(kind);
        await tv.clock.runFor(10_000);
      }
      // Then the board again.
      expect(seen).toEqual(['closing-soon', 'closing-soon', 'no-bids', 'fund-a-need']);
      await tv.clock.resume();
    }

    // A gift brings the thermometer on at once; a buy-now is announced across the screen, then listed as sold.
    const { base } = seeded;
    await asOrganiser(bidders[2]!, 'POST', `${base}/auction/fund-a-need/gifts`, { amountCents: maxCents / 4, idempotencyKey: randomUUID() });
    for (const [size, tv] of screens) {
      await auctionPanel(tv).locator('[role="progressbar"][aria-valuenow="25"]').waitFor({ timeout: 5_000 });
      await freeze(tv);
      await expectAuctionPageFits(tv);
      await tv.screenshot({ path: artifactPath(`tv-auction-fund-a-need-gift-${size}.png`) });
    }
    await asOrganiser(bidders[0]!, 'POST', `${base}/auction/items/${buyNowItemId}/bids`, { amountCents: 950_000, idempotencyKey: randomUUID() });
    await Promise.all(
      screens.map(async ([size, tv]) => {
        const banner = tv.getByRole('status', { name: 'Sold' });
        await tv.clock.resume();
        await banner.waitFor({ timeout: 5_000 });
        await freeze(tv);
        await tv.clock.runFor(100);
        expect(await scrolls(tv)).toBe(false);
        const parts = await placements(tv.locator('body'), '[role="status"][aria-label="Sold"] > span');
        expect(parts.map((part) => part.shown)).toEqual(['whole', 'whole', 'whole', 'whole']);
        // Only the title may be ellipsised.
        expect(parts.filter((part, index) => index !== 1 && part.clipsText)).toEqual([]);
        expect(parts.map((part) => part.text)).toEqual(['Sold', buyNowTitle, 'Bidder 101', '$9,500']);
        await tv.screenshot({ path: artifactPath(`tv-auction-sold-banner-${size}.png`) });
      }),
    );
    for (const [size, tv] of screens) {
      for (let turn = 0; turn < 8 && (await shownPage(tv)) !== 'sold'; turn += 1) await tv.clock.runFor(10_000);
      await expectAuctionPageFits(tv);
      await expect(auctionPanel(tv).getByRole('list', { name: 'Sold items' }).textContent()).resolves.toContain(buyNowTitle);
      await tv.screenshot({ path: artifactPath(`tv-auction-sold-${size}.png`) });
    }

    // A bid shows on the TV's list as it is made, pushed (no reload, no poll).
    const [, tv] = screens[0]!;
    for (let turn = 0; turn < 8 && (await shownPage(tv)) !== 'closing-soon'; turn += 1) await tv.clock.runFor(10_000);
    await tv.clock.resume();
    const firstRow = auctionPanel(tv).getByRole('listitem').filter({ hasText: 'Weekend at Pebble Beach' });
    const since = Date.now();
    const placed = await asOrganiser<{ item: { currentPriceCents: number } }>(bidders[2]!, 'POST', `${base}/auction/items/${firstItemId}/bids`, {
      amountCents: 75_000,
      idempotencyKey: randomUUID(),
    });
    expect(placed.item.currentPriceCents).toBe(75_000);
    const took = await shownWithin(since, firstRow.filter({ hasText: '$750' }).filter({ hasText: 'Bidder 103' }).waitFor({ timeout: 10_000 }));
    expect(took).toBeLessThan(pushedWithinMs);
  }, 120_000);
});
