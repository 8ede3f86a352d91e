import type { AuctionItem } from '@fairway/contracts/auction';
import { createQueryClient } from '../query/create-query-client';
import { auctionAdminKey } from '../query/query-keys';
import { sampleAuctionCatalogue, sampleAuctionItem, sampleAuctionSale } from '../testing/sample-data';
import { applyAuctionAdminEvent } from './auction-admin-live';

const tournamentId = '00000000-0000-4000-8000-0000000000a1';

const organiserItem = (overrides: Partial<AuctionItem> = {}): AuctionItem => ({
  ...sampleAuctionItem(),
  reserveCents: 100_000,
  incrementRule: { kind: 'fixed', cents: 2_500 },
  opensAt: null,
  ownClosesAt: null,
  status: 'open',
  ...overrides,
});

describe('applyAuctionAdminEvent: the organiser’s and the desk’s reads', () => {
  it('moves an item’s price, leaders and state, keeping what only the organiser reads (the reserve, the increment)', () => {
    const client = createQueryClient();
    client.setQueryData(auctionAdminKey(tournamentId, 'items'), [organiserItem()]);
    const moved = { ...sampleAuctionItem(), currentPriceCents: 150_000, leaders: ['Bidder 117'], bidCount: 9, state: 'withdrawn' as const };
    applyAuctionAdminEvent(client, tournamentId, { tournamentId, items: [moved], sales: [] });
    const [item] = client.getQueryData<AuctionItem[]>(auctionAdminKey(tournamentId, 'items'))!;
    expect(item).toMatchObject({ currentPriceCents: 150_000, leaders: ['Bidder 117'], bidCount: 9, reserveCents: 100_000, status: 'withdrawn' });
    expect(item!.incrementRule).toEqual({ kind: 'fixed', cents: 2_500 });
  });

  it('reads the list again when an item it never read arrives (added on another screen)', () => {
    const client = createQueryClient();
    client.setQueryData(auctionAdminKey(tournamentId, 'items'), [organiserItem()]);
    applyAuctionAdminEvent(client, tournamentId, { tournamentId, items: [sampleAuctionItem({ id: '00000000-0000-4000-8000-0000000000b9' })], sales: [] });
    expect(client.getQueryState(auctionAdminKey(tournamentId, 'items'))!.isInvalidated).toBe(true);
  });

  it('puts a sale first on the overview and makes the desk’s lists and bills stale; a bid alone leaves them', () => {
    const client = createQueryClient();
    client.setQueryData(auctionAdminKey(tournamentId, 'overview'), sampleAuctionCatalogue());
    for (const read of [auctionAdminKey(tournamentId, 'unpaid'), auctionAdminKey(tournamentId, 'bill', 104)]) client.setQueryData(read, {});
    applyAuctionAdminEvent(client, tournamentId, { tournamentId, items: [], sales: [] });
    expect(client.getQueryState(auctionAdminKey(tournamentId, 'unpaid'))!.isInvalidated).toBe(false);
    applyAuctionAdminEvent(client, tournamentId, { tournamentId, items: [], sales: [sampleAuctionSale()] });
    expect(client.getQueryData<{ sales: unknown[] }>(auctionAdminKey(tournamentId, 'overview'))!.sales).toEqual([sampleAuctionSale()]);
    expect(client.getQueryState(auctionAdminKey(tournamentId, 'unpaid'))!.isInvalidated).toBe(true);
    expect(client.getQueryState(auctionAdminKey(tournamentId, 'bill', 104))!.isInvalidated).toBe(true);
  });
});
