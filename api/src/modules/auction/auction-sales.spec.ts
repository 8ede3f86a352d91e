import type { PublicAuctionItem } from '@fairway/contracts/auction';
import { toSales, withWinners } from './auction-sales';

const at = (second: number) => new Date(Date.UTC(2026, 5, 1, 20, 0, second));
const win = (item: string, bidder: number, price: number, second: number) => ({
  item_id: item,
  title: `Item ${item}`,
  bidder_number: bidder,
  price_cents: price,
  settled_at: at(second),
});

const item = (id: string, fields: Partial<PublicAuctionItem> = {}): PublicAuctionItem => ({
  id,
  title: `Item ${id}`,
  description: '',
  photos: [],
  donorName: null,
  fairMarketValueCents: 0,
  category: '',
  startingBidCents: 1_000,
  currentPriceCents: 2_000,
  nextAmountCents: 2_500,
  buyNowCents: null,
  quantity: 1,
  leaders: ['Bidder 101'],
  bidCount: 3,
  reserveMet: true,
  closesAt: null,
  state: 'sold',
  myState: 'none',
  ...fields,
});

describe('toSales', () => {
  it('gives one sale per item, latest first, with every winner and the price each pays', () => {
    // As the repository reads them: latest first, the higher price first within an item.
    const sales = toSales([win('b', 104, 9_000, 30), win('a', 101, 5_000, 10), win('a', 102, 5_000, 10)]);
    expect(sales).toEqual([
      { itemId: 'b', title: 'Item b', winners: ['Bidder 104'], priceCents: 9_000, soldAt: at(30).toISOString() },
      { itemId: 'a', title: 'Item a', winners: ['Bidder 101', 'Bidder 102'], priceCents: 5_000, soldAt: at(10).toISOString() },
    ]);
  });
});

describe('withWinners', () => {
  const sales = toSales([win('a', 102, 1_800, 5)]);

  it('shows a sold item with its settled winners (the next bidder once offered) and their price', () => {
    const [shown] = withWinners([item('a')], sales, null);
    expect(shown).toMatchObject({ state: 'sold', leaders: ['Bidder 102'], currentPriceCents: 1_800, myState: 'none' });
  });

  it('tells a winner they are winning it, and a passed winner who bid that they are not', () => {
    expect(withWinners([item('a', { myState: 'outbid' })], sales, 102)[0]!.myState).toBe('winning');
    expect(withWinners([item('a', { myState: 'winning' })], sales, 101)[0]!.myState).toBe('outbid');
  });

  it('leaves an item without a sale as it was', () => {
    const open = item('c', { state: 'open', myState: 'winning' });
    expect(withWinners([open], sales, 101)).toEqual([open]);
  });
});
