import { jest } from '@jest/globals';
import { FakeEventSource, sampleAuctionCatalogue, sampleAuctionItem } from '@fairway/api-client/testing';
import type { AuctionBill } from '@fairway/contracts/auction-desk';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoute, json, renderScoring } from '../../../shared/testing/render-scoring';
import { paymentNavigation } from '../model/leave-for-payment';
import { AuctionMyBidsPage } from './auction-my-bids-page';

const tournamentId = '00000000-0000-4000-8000-000000000001';
const guest = { uid: 'guest-1', email: 'gia@example.com', displayName: 'Gia Guest' };
const catalogueOf = /\/api\/tournaments\/[^/]+\/auction$/;
const billOf = /\/auction\/my-bill$/;
const winning = sampleAuctionItem({ closesAt: new Date(Date.now() + 3600_000).toISOString(), myState: 'winning' });
const outbid = sampleAuctionItem({
  id: '00000000-0000-4000-8000-0000000000b2',
  title: 'Signed flag',
  leaders: ['Bidder 105'],
  myState: 'outbid',
  closesAt: new Date(Date.now() + 7200_000).toISOString(),
});
const won = sampleAuctionItem({
  id: '00000000-0000-4000-8000-0000000000b3',
  title: 'Napa wine case',
  state: 'sold',
  myState: 'winning',
  currentPriceCents: 80_000,
});
const untouched = sampleAuctionItem({ id: '00000000-0000-4000-8000-0000000000b4', title: 'Golf lesson', leaders: [] });

function bill(overrides: Partial<AuctionBill> = {}): AuctionBill {
  return {
    bidderNumber: 104,
    name: null,
    lines: [
      { id: 'w1', kind: 'item', itemId: won.id, title: 'Napa wine case', amountCents: 80_000, fairMarketValueCents: 60_000, paid: false, paidAt: null },
      { id: 'g1', kind: 'fund-a-need', itemId: null, title: 'Junior golf clinics', amountCents: 25_000, fairMarketValueCents: 0, paid: false, paidAt: null },
    ],
    dueCents: 105_000,
    paidCents: 0,
    onlinePayment: true,
    ...overrides,
  };
}

function renderMyBids(myBill: AuctionBill, more: FakeRoute[] = []) {
  FakeEventSource.install();
  return renderScoring(<AuctionMyBidsPage tournamentId={tournamentId} />, {
    user: guest as never,
    routes: [
      ...more,
      ['GET', billOf, json(200, myBill)],
      ['GET', catalogueOf, json(200, sampleAuctionCatalogue({ myBidderNumber: 104, items: [winning, outbid, won, untouched] }))],
    ],
  });
}

describe('AuctionMyBidsPage', () => {
  it('lists only the items the guest bid on with where they stand, and their bill', async () => {
    renderMyBids(bill());
    const list = await screen.findByRole('list', { name: 'Items you bid on' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => [item.getAttribute('aria-label'), within(item).getByText(/^(Winning|Outbid|Won)$/).textContent])).toEqual([
      ['Weekend at Pebble Beach', 'Winning'],
      ['Signed flag', 'Outbid'],
      ['Napa wine case', 'Won'],
    ]);
    screen.getByText('You are Bidder 104');
    const billCard = await screen.findByRole('region', { name: 'Your bill' });
    within(billCard).getByText('Junior golf clinics');
    within(billCard).getByText('$1,050');
  });

  it('sends the guest to pay online when the event takes payment', async () => {
    const go = jest.spyOn(paymentNavigation, 'go').mockImplementation(() => undefined);
    try {
      const view = renderMyBids(bill(), [['POST', /\/auction\/my-bill\/checkout$/, json(201, { checkoutUrl: 'https://pay.example.com/c/1' })]]);
      await userEvent.click(await screen.findByRole('button', { name: 'Pay now $1,050' }));
      expect(view.fetch.mock.calls.some(([url, init]) => url === `/api/tournaments/${tournamentId}/auction/my-bill/checkout` && init?.method === 'POST')).toBe(
        true,
      );
      expect(go).toHaveBeenCalledWith('https://pay.example.com/c/1');
    } finally {
      go.mockRestore();
    }
  });

  it('sends the guest to the desk with their number when there is no online payment', async () => {
    renderMyBids(bill({ onlinePayment: false }));
    const billCard = await screen.findByRole('region', { name: 'Your bill' });
    expect(within(billCard).getByText(/Pay at the auction desk/).textContent).toBe('Pay at the auction desk with your bidder number 104.');
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    FakeEventSource.install();
    renderScoring(<AuctionMyBidsPage tournamentId={tournamentId} />, { routes: [['GET', catalogueOf, json(200, sampleAuctionCatalogue())]] });
    await screen.findByRole('heading', { name: 'Sign in to see your bids' });
  });
});
