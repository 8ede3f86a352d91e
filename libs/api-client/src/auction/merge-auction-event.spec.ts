import { sampleAuctionCatalogue, sampleAuctionItem, sampleAuctionSale, sampleFundANeed } from '../testing/sample-data';
import { mergeAuctionEvent } from './merge-auction-event';

const tournamentId = '00000000-0000-4000-8000-000000000001';
const other = sampleAuctionItem({ id: '00000000-0000-4000-8000-0000000000b2', title: 'Signed flag', leaders: [] });

describe('mergeAuctionEvent', () => {
  it('replaces the changed items in place, keeps the others and adds new ones at the end', () => {
    const catalogue = sampleAuctionCatalogue({ items: [sampleAuctionItem(), other] });
    const raised = sampleAuctionItem({ currentPriceCents: 60_000, leaders: ['Bidder 105'], bidCount: 2 });
    const added = sampleAuctionItem({ id: '00000000-0000-4000-8000-0000000000b3', title: 'Wine' });
    const merged = mergeAuctionEvent(catalogue, { tournamentId, items: [added, raised], sales: [] });
    expect(merged.items.map((item) => [item.title, item.currentPriceCents])).toEqual([
      ['Weekend at Pebble Beach', 60_000],
      ['Signed flag', 50_000],
      ['Wine', 50_000],
    ]);
  });

  it("works out the caller's standing: winning when they lead, outbid when they had bid and no longer do", () => {
    const catalogue = sampleAuctionCatalogue({ myBidderNumber: 104, items: [sampleAuctionItem({ myState: 'winning' }), other] });
    const lost = sampleAuctionItem({ leaders: ['Bidder 105'] });
    const won = { ...other, leaders: ['Bidder 104'] };
    const merged = mergeAuctionEvent(catalogue, { tournamentId, items: [lost, won], sales: [] });
    expect(merged.items.map((item) => item.myState)).toEqual(['outbid', 'winning']);
  });

  it('keeps what the screen has when the event is older than it (fewer bids): the answer to the caller’s own bid came first', () => {
    const mine = sampleAuctionItem({ myState: 'winning', leaders: ['Bidder 104'], bidCount: 3, currentPriceCents: 55_000 });
    const catalogue = sampleAuctionCatalogue({ myBidderNumber: 104, items: [mine] });
    const older = sampleAuctionItem({ leaders: ['Bidder 105'], bidCount: 2, currentPriceCents: 52_500 });
    expect(mergeAuctionEvent(catalogue, { tournamentId, items: [older], sales: [] }).items).toEqual([mine]);
  });

  it("takes the settings the event carries (the organiser's new close), and keeps the read's when it carries none", () => {
    const catalogue = sampleAuctionCatalogue();
    const settings = { ...catalogue.settings, closesAt: '2026-06-01T20:00:00.000Z', softCloseMinutes: 1 };
    expect(mergeAuctionEvent(catalogue, { tournamentId, settings, items: [], sales: [] }).settings).toEqual(settings);
    expect(mergeAuctionEvent(catalogue, { tournamentId, items: [], sales: [] }).settings).toBe(catalogue.settings);
  });

  it('leaves a visitor on none', () => {
    const merged = mergeAuctionEvent(sampleAuctionCatalogue(), { tournamentId, items: [sampleAuctionItem({ leaders: ['Bidder 105'] })], sales: [] });
    expect(merged.items[0]?.myState).toBe('none');
  });

  it('takes the fund-a-need only when the event carries it (null: taken away)', () => {
    const catalogue = sampleAuctionCatalogue({ fundANeed: sampleFundANeed() });
    expect(mergeAuctionEvent(catalogue, { tournamentId, items: [], sales: [] }).fundANeed).toEqual(sampleFundANeed());
    const climbed = sampleFundANeed({ totalCents: 400_000 });
    expect(mergeAuctionEvent(catalogue, { tournamentId, items: [], fundANeed: climbed, sales: [] }).fundANeed).toEqual(climbed);
    expect(mergeAuctionEvent(catalogue, { tournamentId, items: [], fundANeed: null, sales: [] }).fundANeed).toBeNull();
  });

  it('puts new sales first, each item once', () => {
    const first = sampleAuctionSale();
    const second = sampleAuctionSale({ itemId: other.id, title: 'Signed flag', priceCents: 20_000 });
    const catalogue = sampleAuctionCatalogue({ sales: [first] });
    const again = { ...first, winners: ['Bidder 106'] };
    expect(mergeAuctionEvent(catalogue, { tournamentId, items: [], sales: [second, again] }).sales).toEqual([second, again]);
  });
});
