import { FakeEventSource, sampleAuctionCatalogue, sampleAuctionItem } from '@fairway/api-client/testing';
import type { PublicAuctionItem } from '@fairway/contracts/auction';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoute, json, renderScoring } from '../../../shared/testing/render-scoring';
import { AuctionItemPage } from './auction-item-page';

const tournamentId = '00000000-0000-4000-8000-000000000001';
const guest = { uid: 'guest-1', email: 'gia@example.com', displayName: 'Gia Guest' };
const catalogueOf = /\/api\/tournaments\/[^/]+\/auction$/;
const bidsOf = /\/auction\/items\/[^/]+\/bids$/;
const item = sampleAuctionItem({
  leaders: ['Bidder 105'],
  closesAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
  donorName: 'Pebble Beach Resorts',
  buyNowCents: 200_000,
});

function renderItem(routes: FakeRoute[] = [], { user = guest as typeof guest | null, shown = item } = {}) {
  FakeEventSource.install();
  return renderScoring(<AuctionItemPage tournamentId={tournamentId} itemId={shown.id} />, {
    user: user as never,
    routes: [...routes, ['GET', catalogueOf, json(200, sampleAuctionCatalogue({ myBidderNumber: 104, items: [shown] }))]],
  });
}

const answer = (changes: Partial<PublicAuctionItem>, outcome = 'winning') => ({
  bidId: '00000000-0000-4000-8000-0000000000c1',
  outcome,
  bidderNumber: 104,
  item: { ...item, ...changes },
});
const bidsSent = (fetch: ReturnType<typeof renderItem>['fetch']) =>
  fetch.mock.calls.filter(([url, init]) => bidsOf.test(url) && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

describe('AuctionItemPage', () => {
  it('shows the price, the leader, the donor and the value, and bids exactly the amount on the button', async () => {
    const view = renderItem([
      ['POST', bidsOf, json(201, answer({ leaders: ['Bidder 104'], currentPriceCents: 52_500, nextAmountCents: 55_000, bidCount: 2, myState: 'winning' }))],
    ]);
    await screen.findByRole('heading', { name: 'Weekend at Pebble Beach', level: 1 });
    screen.getByText('Donated by Pebble Beach Resorts');
    screen.getByText('Leading: Bidder 105');
    screen.getByText('Value $1,500');
    screen.getByText(/^2h 0\dm left$/);
    await userEvent.click(screen.getByRole('button', { name: 'Bid $525' }));
    await screen.findByText('You’re the top bidder at $525.');
    expect(bidsSent(view.fetch)).toEqual([{ amountCents: 52_500, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    screen.getByText('Leading: Bidder 104 (you)');
    screen.getByText('Winning');
    expect(screen.queryByRole('button', { name: /^Bid \$/ })).toBeNull();
  });

  it('stops saying the guest is the top bidder once another bid outbids them', async () => {
    renderItem([
      ['POST', bidsOf, json(201, answer({ leaders: ['Bidder 104'], currentPriceCents: 52_500, nextAmountCents: 55_000, bidCount: 2, myState: 'winning' }))],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Bid $525' }));
    await screen.findByText('You’re the top bidder at $525.');
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    const outbid = { ...item, leaders: ['Bidder 105'], currentPriceCents: 55_000, nextAmountCents: 57_500, bidCount: 3, myState: 'none' as const };
    act(() => stream.push({ type: 'auction', id: 7, tournamentId, data: { tournamentId, items: [outbid], sales: [] } }));
    await screen.findByText('Outbid');
    expect(screen.queryByText('You’re the top bidder at $525.')).toBeNull();
    within(screen.getByRole('region', { name: 'Bid' })).getByRole('button', { name: 'Bid $575' });
    // The outbid toast says so too; it is closed so that the next test starts without it.
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(screen.queryByText('You were outbid on Weekend at Pebble Beach')).toBeNull());
  });

  it('shows the server’s refusal and the amount it now asks for, and the next tap bids that with a new key', async () => {
    // Someone else's bid landed first: the server refuses $525 and its catalogue asks $600 from then on.
    let refused = false;
    const raised = sampleAuctionCatalogue({ myBidderNumber: 104, items: [{ ...item, currentPriceCents: 57_500, nextAmountCents: 60_000 }] });
    const view = renderItem([
      ['GET', catalogueOf, () => json(200, refused ? raised : sampleAuctionCatalogue({ myBidderNumber: 104, items: [item] }))()],
      [
        'POST',
        bidsOf,
        () => {
          if (refused) return json(201, answer({ leaders: ['Bidder 104'], currentPriceCents: 60_000, myState: 'winning' }))();
          refused = true;
          return json(400, { statusCode: 400, error: 'Bad Request', message: 'Your bid must be at least $600' })();
        },
      ],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Bid $525' }));
    await screen.findByText('Your bid must be at least $600');
    await userEvent.click(await screen.findByRole('button', { name: 'Bid $600' }));
    await screen.findByText('You’re the top bidder at $600.');
    const [first, second] = bidsSent(view.fetch);
    expect(second.amountCents).toBe(60_000);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('sets a hidden maximum bid, explained in a sentence', async () => {
    const view = renderItem([['POST', bidsOf, json(201, answer({ leaders: ['Bidder 104'], currentPriceCents: 52_500, myState: 'winning' }))]]);
    await userEvent.click(await screen.findByRole('button', { name: 'Set a maximum bid' }));
    screen.getByText(/We bid for you one step at a time.*Nobody else sees it\./);
    const field = screen.getByRole('textbox', { name: 'Your maximum bid' });
    await userEvent.clear(field);
    await userEvent.type(field, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Set maximum $400' }));
    screen.getByText('Your bid must be at least $525');
    expect(bidsSent(view.fetch)).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '1,000');
    await userEvent.click(screen.getByRole('button', { name: 'Set maximum $1,000' }));
    await screen.findByText('You’re the top bidder at $525.');
    expect(bidsSent(view.fetch)).toEqual([{ maxBidCents: 100_000, idempotencyKey: expect.any(String) }]);
  });

  it('buys it now only after the guest confirms', async () => {
    const view = renderItem([
      ['POST', bidsOf, json(201, answer({ leaders: ['Bidder 104'], currentPriceCents: 200_000, state: 'sold', myState: 'winning' }, 'bought'))],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy it now for $2,000' }));
    const confirm = screen.getByRole('group', { name: 'Confirm buy it now' });
    expect(bidsSent(view.fetch)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Buy for $2,000' }));
    await screen.findByText('You won this item!');
    expect(bidsSent(view.fetch)).toEqual([{ amountCents: 200_000, idempotencyKey: expect.any(String) }]);
    screen.getByText('Won');
    expect(screen.getByRole('link', { name: 'See your bill' }).getAttribute('href')).toBe(`/tournament/${tournamentId}/auction/my-bids`);
  });

  it('asks a visitor to sign in instead of offering the bid buttons', async () => {
    renderItem([], { user: null });
    await screen.findByRole('button', { name: 'Sign in to bid' });
    expect(screen.queryByRole('button', { name: /^Bid \$/ })).toBeNull();
  });

  it('says when the item is not in the auction', async () => {
    FakeEventSource.install();
    renderScoring(<AuctionItemPage tournamentId={tournamentId} itemId="00000000-0000-4000-8000-0000000000ff" />, {
      routes: [['GET', catalogueOf, json(200, sampleAuctionCatalogue({ items: [item] }))]],
    });
    await screen.findByRole('heading', { name: 'Item not found' });
  });
});
