import { jest } from '@jest/globals';
import {
  FakeEventSource,
  sampleAuctionCatalogue,
  sampleAuctionItem,
  sampleAuctionSale,
  sampleBoard,
  sampleFundANeed,
  sampleTournament,
} from '@fairway/api-client/testing';
import type { AuctionCatalogue } from '@fairway/contracts/auction';
import type { AuctionEventData } from '@fairway/contracts/live-event';
import { act, screen, within } from '@testing-library/react';
import { json, renderLeaderboard } from '../../../shared/testing/render-leaderboard';
import { TvPage } from './tv-page';

const tournament = sampleTournament();
const now = Date.parse('2026-06-01T19:00:00.000Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const longTitle = 'Four-ball at Pebble Beach with a night at The Lodge, dinner for four and a signed flag';
const pebble = sampleAuctionItem({ title: longTitle, currentPriceCents: 100_000_000, leaders: ['Bidder 104'], bidCount: 12, closesAt: at(3) });
const flag = sampleAuctionItem({
  id: '00000000-0000-4000-8000-0000000000b2',
  title: 'Signed flag',
  currentPriceCents: null,
  startingBidCents: 5_000,
  leaders: [],
  bidCount: 0,
  reserveMet: false,
  closesAt: at(45),
});
const catalogue = sampleAuctionCatalogue({ settings: { ...sampleAuctionCatalogue().settings, closesAt: at(45) }, items: [pebble, flag] });

function renderTv(auction: AuctionCatalogue = catalogue) {
  return renderLeaderboard(<TvPage tournamentId={tournament.id} />, [
    [/\/auction$/, json(auction)],
    [/\/api\/leaderboard/, json(sampleBoard())],
    [/\/api\/tournaments\/[^/]+$/, json(tournament)],
  ]);
}

const auctionPanel = () => screen.getByRole('region', { name: 'Silent auction' });
const rowsOf = (name: string) =>
  within(within(auctionPanel()).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((row) => [...row.querySelectorAll('span')].map((cell) => cell.textContent));
const push = (data: Omit<AuctionEventData, 'tournamentId'>, id = 20) =>
  act(() => FakeEventSource.latest().push({ type: 'auction', id, tournamentId: tournament.id, data: { tournamentId: tournament.id, ...data } }));

/** The reads answered (the fake API answers at once; the query cache tells the page a timer's tick later). */
async function answered() {
  for (let tick = 0; tick < 5; tick += 1) {
    await act(async () => {
      await Promise.resolve();
      jest.advanceTimersByTime(10);
    });
  }
}

/** The board has its turn (30 s), then the auction's first page, its lazily loaded code arrived. */
async function toAuction() {
  await screen.findByRole('region', { name: 'Leaderboard' });
  await answered();
  act(() => jest.advanceTimersByTime(30_000));
  return screen.findByRole('region', { name: 'Silent auction' });
}

describe('the auction on the TV', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(now);
  });
  afterEach(() => jest.useRealTimers());

  it('takes turns with the board: its items closing soonest first with the bid, the leader and the time left, under the countdown', async () => {
    renderTv();
    await screen.findByRole('region', { name: 'Leaderboard' });
    expect(screen.queryByRole('region', { name: 'Silent auction' })).toBeNull();
    await toAuction();
    expect(within(auctionPanel()).getByRole('heading').textContent).toBe('Closing soon');
    // 30 s on: the board's turn.
    expect(rowsOf('Items closing soon')).toEqual([
      [longTitle, '$1,000,000', 'Bidder 104', '2:30'],
      ['Signed flag', '$50', 'No bids yet', '45 min'],
    ]);
    expect(within(auctionPanel()).getByRole('timer').getAttribute('aria-label')).toBe('Bidding closes in 44:30');
    within(auctionPanel()).getByRole('img', { name: 'QR code to bid in the auction' });

    // The cold item's own page, then the board again.
    act(() => jest.advanceTimersByTime(10_000));
    expect(within(auctionPanel()).getByRole('heading').textContent).toBe('No bids yet: be the first');
    expect(rowsOf('Items with no bids yet')).toEqual([['Signed flag', '$50', '', '45 min']]);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('region', { name: 'Silent auction' })).toBeNull();
    screen.getByRole('region', { name: 'Leaderboard' });
  });

  it('shows a new bid as it is made, and an item the clock closes on the Sold page', async () => {
    renderTv();
    await toAuction();
    act(() => FakeEventSource.latest().open());
    push({ items: [{ ...flag, currentPriceCents: 7_500, leaders: ['Bidder 131'], bidCount: 1, reserveMet: true }], sales: [] });
    await answered();
    expect(rowsOf('Items closing soon')[1]).toEqual(['Signed flag', '$75', 'Bidder 131', '45 min']);

    // Past the first item's close, no event needed: the rotation comes round to the Sold page.
    act(() => jest.advanceTimersByTime(3 * 60_000));
    for (let turn = 0; turn < 8 && screen.queryByRole('region', { name: 'Silent auction' })?.dataset.page !== 'sold'; turn += 1) {
      act(() => jest.advanceTimersByTime(10_000));
      await answered();
    }
    expect(within(auctionPanel()).getByRole('heading').textContent).toBe('Sold');
    const closedAt = new Date(Date.parse(at(3))).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    expect(rowsOf('Sold items')[0]).toEqual([longTitle, '$1,000,000', 'Bidder 104', closedAt]);
  });

  it('announces each sale across the screen for a few seconds, one after another', async () => {
    renderTv();
    await screen.findByRole('region', { name: 'Leaderboard' });
    await answered();
    act(() => FakeEventSource.latest().open());
    const first = sampleAuctionSale({ title: 'Weekend at Pebble Beach', winners: ['Bidder 104'], priceCents: 125_000, soldAt: at(0) });
    const second = sampleAuctionSale({ itemId: flag.id, title: 'Signed flag', winners: ['Bidder 131', 'Bidder 140'], priceCents: 7_500, soldAt: at(0.1) });
    push({ items: [], sales: [second, first] });
    const banner = await screen.findByRole('status', { name: 'Sold' });
    expect([...banner.querySelectorAll('span')].map((part) => part.textContent)).toEqual(['Sold', 'Weekend at Pebble Beach', 'Bidder 104', '$1,250']);
    act(() => jest.advanceTimersByTime(6_000));
    expect(screen.getByRole('status', { name: 'Sold' }).textContent).toBe('SoldSigned flagBidder 131, Bidder 140$75 each');
    act(() => jest.advanceTimersByTime(6_000));
    expect(screen.queryByRole('status', { name: 'Sold' })).toBeNull();
  });

  it('does not announce what had sold before the TV was switched on', async () => {
    renderTv({ ...catalogue, sales: [sampleAuctionSale({ soldAt: at(-10) })] });
    await screen.findByRole('region', { name: 'Leaderboard' });
    await answered();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('status', { name: 'Sold' })).toBeNull();
  });

  it('brings the fund-a-need thermometer on as a gift comes in, with the count at each level', async () => {
    renderTv({ ...catalogue, fundANeed: sampleFundANeed() });
    await screen.findByRole('region', { name: 'Leaderboard' });
    await answered();
    act(() => FakeEventSource.latest().open());
    push({ items: [], fundANeed: sampleFundANeed({ totalCents: 600_000, levels: [{ amountCents: 100_000, count: 4 }], giftCount: 10 }), sales: [] });
    await screen.findByRole('region', { name: 'Silent auction' });
    expect(within(auctionPanel()).getByRole('heading').textContent).toBe('Junior golf clinics');
    expect(within(auctionPanel()).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    within(auctionPanel()).getByText('$6,000');
    within(auctionPanel()).getByText('60%');
    expect(
      within(within(auctionPanel()).getByRole('list', { name: 'Gifts at each level' }))
        .getAllByRole('listitem')
        .map((level) => level.textContent),
    ).toEqual(['$1,0004 gifts']);
  });

  it('keeps the screen in the last five minutes, its pages going round, and gives it back after the close', async () => {
    const closing = {
      ...catalogue,
      items: [
        { ...pebble, closesAt: at(4.5) },
        { ...flag, closesAt: at(4.5) },
      ],
    };
    renderTv({ ...closing, settings: { ...closing.settings, closesAt: at(4.5) } });
    await toAuction();
    const seen = new Set<string>();
    for (let turn = 0; turn < 20; turn += 1) {
      seen.add(auctionPanel().dataset.page!);
      act(() => jest.advanceTimersByTime(10_000));
    }
    expect([...seen]).toEqual(['closing-soon', 'no-bids']);
    expect(within(auctionPanel()).getByRole('timer').getAttribute('aria-label')).toBe('Bidding closes in 0:40');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('region', { name: 'Silent auction' })).toBeNull();
  });

  it('gives the board the whole day when the tournament has no auction', async () => {
    renderTv(sampleAuctionCatalogue({ items: [] }));
    await screen.findByRole('region', { name: 'Leaderboard' });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('region', { name: 'Silent auction' })).toBeNull();
  });
});
