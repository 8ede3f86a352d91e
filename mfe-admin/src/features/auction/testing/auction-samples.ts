import type { AuctionCatalogue, AuctionItem } from '@fairway/contracts/auction';
import type { AuctionBill, AuctionBidder } from '@fairway/contracts/auction-desk';

export const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
export const itemId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01';

export function sampleItem(overrides: Partial<AuctionItem> = {}): AuctionItem {
  return {
    id: itemId,
    title: 'Weekend at Pebble Beach',
    description: 'Two rounds and two nights',
    photos: [],
    donorName: 'The Lodge',
    fairMarketValueCents: 300_000,
    category: 'Travel',
    startingBidCents: 50_000,
    currentPriceCents: 125_000,
    nextAmountCents: 127_500,
    buyNowCents: null,
    quantity: 1,
    leaders: ['Bidder 104'],
    bidCount: 7,
    reserveMet: true,
    closesAt: new Date(Date.now() + 2 * 3600_000 + 5 * 60_000).toISOString(),
    state: 'open',
    myState: 'none',
    reserveCents: 100_000,
    incrementRule: { kind: 'fixed', cents: 2_500 },
    opensAt: null,
    ownClosesAt: null,
    status: 'open',
    ...overrides,
  };
}

export function sampleOverview(overrides: Partial<AuctionCatalogue> = {}): AuctionCatalogue {
  return {
    settings: { opensAt: null, closesAt: null, softCloseMinutes: 2, hardCapAt: null, whoMayBid: 'checked-in' },
    items: [],
    myBidderNumber: null,
    fundANeed: null,
    sales: [],
    ...overrides,
  };
}

export function sampleBill(overrides: Partial<AuctionBill> = {}): AuctionBill {
  return {
    bidderNumber: 104,
    name: 'Pat Putter',
    lines: [
      {
        id: 'win-1',
        kind: 'item',
        itemId,
        title: 'Weekend at Pebble Beach',
        amountCents: 125_000,
        fairMarketValueCents: 300_000,
        paid: false,
        paidAt: null,
      },
      { id: 'gift-1', kind: 'fund-a-need', itemId: null, title: 'Junior clinics', amountCents: 10_000, fairMarketValueCents: 0, paid: false, paidAt: null },
    ],
    dueCents: 135_000,
    paidCents: 0,
    onlinePayment: false,
    ...overrides,
  };
}

export function sampleBidder(overrides: Partial<AuctionBidder> = {}): AuctionBidder {
  return { number: 104, name: 'Pat Putter', email: 'pat@example.com', source: 'bid', linked: true, dueCents: 135_000, paidCents: 0, ...overrides };
}
