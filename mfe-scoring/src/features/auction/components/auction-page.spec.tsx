import { FakeEventSource, sampleAuctionCatalogue, sampleAuctionItem, sampleFundANeed } from '@fairway/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderScoring } from '../../../shared/testing/render-scoring';
import { AuctionPage } from './auction-page';

const tournamentId = '00000000-0000-4000-8000-000000000001';
const guest = { uid: 'guest-1', email: 'gia@example.com', displayName: 'Gia Guest' };
const catalogueOf = /\/api\/tournaments\/[^/]+\/auction$/;
const soon = new Date(Date.now() + 4 * 60_000 + 30_000).toISOString();
const later = new Date(Date.now() + 3 * 3600_000).toISOString();

const pebble = sampleAuctionItem({ closesAt: later, myState: 'winning', leaders: ['Bidder 104'] });
const flag = sampleAuctionItem({
  id: '00000000-0000-4000-8000-0000000000b2',
  title: 'Signed Masters flag',
  currentPriceCents: null,
  startingBidCents: 20_000,
  nextAmountCents: 20_000,
  leaders: [],
  bidCount: 0,
  closesAt: soon,
});
const wine = sampleAuctionItem({ id: '00000000-0000-4000-8000-0000000000b3', title: 'Napa wine case', state: 'sold', myState: 'winning', closesAt: soon });

function renderCatalogue({
  user = guest as typeof guest | null,
  catalogue = sampleAuctionCatalogue({ myBidderNumber: 104, items: [pebble, flag, wine] }),
} = {}) {
  FakeEventSource.install();
  return renderScoring(<AuctionPage tournamentId={tournamentId} />, { user: user as never, routes: [['GET', catalogueOf, json(200, catalogue)]] });
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Auction items' }))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('AuctionPage', () => {
  it('shows each item with its money, bids, time left and the guest’s standing, and the guest’s bidder number', async () => {
    renderCatalogue();
    await screen.findByText('You are Bidder 104');
    const [first, second, third] = within(screen.getByRole('list', { name: 'Auction items' })).getAllByRole('listitem');
    within(first!).getByText('Current bid');
    within(first!).getByText('$500');
    within(first!).getByText('Winning');
    within(first!).getByText('1 bid');
    within(first!).getByText(/^3h 0\dm left$/);
    within(second!).getByText('Starting bid');
    within(second!).getByText('$200');
    within(second!).getByText('No bids yet');
    within(second!).getByText(/^4m \d\ds left$/);
    within(third!).getByText('Won');
    within(third!).getByText('Sold for');
    expect(within(first!).getByRole('link').getAttribute('href')).toBe(`/tournament/${tournamentId}/auction/${pebble.id}`);
  });

  it('filters by chip: closing soon first, no bids yet, my bids, won', async () => {
    renderCatalogue();
    await screen.findByRole('list', { name: 'Auction items' });
    const chip = (name: string) => userEvent.click(screen.getByRole('button', { name }));
    await chip('Closing soon');
    expect(shownTitles()).toEqual(['Signed Masters flag', 'Weekend at Pebble Beach']);
    await chip('No bids yet');
    expect(shownTitles()).toEqual(['Signed Masters flag']);
    await chip('My bids');
    expect(shownTitles()).toEqual(['Weekend at Pebble Beach', 'Napa wine case']);
    await chip('Won');
    expect(shownTitles()).toEqual(['Napa wine case']);
    expect(screen.getByRole('button', { name: 'Won' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lets a visitor see everything and asks them to sign in to bid', async () => {
    renderCatalogue({ user: null, catalogue: sampleAuctionCatalogue({ items: [pebble, flag].map((item) => ({ ...item, myState: 'none' as const })) }) });
    await screen.findByRole('button', { name: 'Sign in to bid' });
    expect(shownTitles()).toEqual(['Weekend at Pebble Beach', 'Signed Masters flag']);
    expect(screen.queryByText('Winning')).toBeNull();
    expect((screen.getByRole('button', { name: 'My bids' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells the guest the moment they are outbid, with a way back to the item, and the badge turns Outbid', async () => {
    renderCatalogue();
    await screen.findByText('Winning');
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    const raised = { ...pebble, myState: 'none' as const, leaders: ['Bidder 105'], currentPriceCents: 52_500, nextAmountCents: 55_000, bidCount: 2 };
    act(() => stream.push({ type: 'auction', id: 7, tournamentId, data: { tournamentId, items: [raised], sales: [] } }));
    const toast = await screen.findByText('You were outbid on Weekend at Pebble Beach');
    screen.getByText('The bid is now $525.');
    const card = within(screen.getByRole('list', { name: 'Auction items' })).getAllByRole('listitem')[0]!;
    within(card).getByText('Outbid');
    within(card).getByText('$525');
    expect(toast).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bid $550' }));
    expect(screen.getByTestId('location').textContent).toBe(`/tournament/${tournamentId}/auction/${pebble.id}`);
  });

  it('gives to the fund-a-need at a level once the guest confirms, and shows the new count', async () => {
    const climbed = sampleFundANeed({
      levels: [
        { amountCents: 100_000, count: 1 },
        { amountCents: 50_000, count: 3 },
        { amountCents: 25_000, count: 4 },
      ],
      totalCents: 350_000,
      giftCount: 8,
    });
    FakeEventSource.install();
    const view = renderScoring(<AuctionPage tournamentId={tournamentId} />, {
      user: guest as never,
      routes: [
        ['GET', catalogueOf, json(200, sampleAuctionCatalogue({ myBidderNumber: 104, items: [pebble], fundANeed: sampleFundANeed() }))],
        ['POST', /\/fund-a-need\/gifts$/, json(201, { giftId: '00000000-0000-4000-8000-0000000000f1', bidderNumber: 104, fundANeed: climbed })],
      ],
    });
    const fund = await screen.findByRole('region', { name: 'Junior golf clinics' });
    within(fund).getByText('$3,000');
    await userEvent.click(within(fund).getByRole('button', { name: '$500 2 paddles' }));
    expect(view.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(fund).getByRole('button', { name: 'Give $500' }));
    await within(fund).findByText('Thank you! $500 given.');
    within(fund).getByRole('button', { name: '$500 3 paddles' });
    within(fund).getByText('$3,500');
    const post = view.fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(`/api/tournaments/${tournamentId}/auction/fund-a-need/gifts`);
    expect(JSON.parse(String(post[1]?.body))).toMatchObject({ amountCents: 50_000, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Confirm your gift' })).toBeNull());
  });
});
