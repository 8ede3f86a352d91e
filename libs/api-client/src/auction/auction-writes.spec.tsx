import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { queryKeys } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleAuctionCatalogue, sampleAuctionItem, sampleFundANeed } from '../testing/sample-data';
import { useGiveToFundANeed } from './use-give-to-fund-a-need';
import { usePlaceBid, withPlacedBid } from './use-place-bid';

const item = sampleAuctionItem({ leaders: ['Bidder 105'], nextAmountCents: 55_000 });
const catalogueKey = queryKeys.auction('t1', 'catalogue');

function withCatalogue() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(catalogueKey, sampleAuctionCatalogue({ items: [item] }));
  return client;
}

describe('usePlaceBid', () => {
  it('sends exactly the amount shown, again with the same key when no answer came, and shows the answer at once', async () => {
    const won = { ...item, leaders: ['Bidder 104'], currentPriceCents: 55_000, nextAmountCents: 57_500, myState: 'winning' as const };
    const fetch = mockFetch()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(fakeResponse(201, { bidId: 'b1', outcome: 'winning', bidderNumber: 104, item: won }));
    const client = withCatalogue();
    const { result } = renderHook(() => usePlaceBid(), { wrapper: queryWrapper(client) });
    await act(() => result.current.mutateAsync({ tournamentId: 't1', itemId: item.id, bid: { amountCents: 55_000, idempotencyKey: 'tap-key-0001' } }));
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const call of [0, 1]) {
      expect(requestOf(fetch, call).url).toBe(`/api/tournaments/t1/auction/items/${item.id}/bids`);
      expect(JSON.parse(String(requestOf(fetch, call).init.body))).toEqual({ amountCents: 55_000, idempotencyKey: 'tap-key-0001' });
    }
    expect(client.getQueryData(catalogueKey)).toMatchObject({ myBidderNumber: 104, items: [{ myState: 'winning', nextAmountCents: 57_500 }] });
  });

  it('shows the server’s refusal as it wrote it and reads the catalogue again for the new next amount', async () => {
    const fetch = mockFetch().mockImplementation(async (url, init) =>
      init?.method === 'POST'
        ? fakeResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Your bid must be at least $600' })
        : fakeResponse(200, sampleAuctionCatalogue({ items: [{ ...item, nextAmountCents: 60_000 }] })),
    );
    const client = withCatalogue();
    client.getQueryCache().build(client, { queryKey: catalogueKey, queryFn: () => fetch('/api/tournaments/t1/auction').then((answer) => answer.json()) });
    const { result } = renderHook(() => usePlaceBid(), { wrapper: queryWrapper(client) });
    await act(() =>
      result.current.mutateAsync({ tournamentId: 't1', itemId: item.id, bid: { amountCents: 55_000, idempotencyKey: 'tap-key-0002' } }).catch(() => undefined),
    );
    // The mutation's error reaches the hook's state in a render after the rejection (later under a loaded machine).
    await waitFor(() => expect(result.current.failureText).toBe('Your bid must be at least $600'));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(client.getQueryState(catalogueKey)?.isInvalidated).toBe(true));
  });
});

describe('withPlacedBid', () => {
  it('keeps a later bid the stream already showed, with the bidder outbid by it', () => {
    const later = { ...item, leaders: ['Bidder 106'], bidCount: 4, currentPriceCents: 60_000 };
    const answer = {
      bidId: 'b1',
      outcome: 'winning' as const,
      bidderNumber: 104,
      item: { ...item, leaders: ['Bidder 104'], bidCount: 3, myState: 'winning' as const },
    };
    expect(withPlacedBid(sampleAuctionCatalogue({ items: [later] }), answer)?.items).toEqual([{ ...later, myState: 'outbid' }]);
    expect(withPlacedBid(sampleAuctionCatalogue({ items: [item] }), answer)).toMatchObject({ myBidderNumber: 104, items: [answer.item] });
  });
});

describe('useGiveToFundANeed', () => {
  it('gives at a level with its key and puts the new counts on screen', async () => {
    const climbed = sampleFundANeed({ totalCents: 350_000, giftCount: 8 });
    const fetch = mockFetch().mockResolvedValue(fakeResponse(201, { giftId: 'g1', bidderNumber: 104, fundANeed: climbed }));
    const client = withCatalogue();
    const { result } = renderHook(() => useGiveToFundANeed(), { wrapper: queryWrapper(client) });
    await act(() => result.current.mutateAsync({ tournamentId: 't1', gift: { amountCents: 50_000, idempotencyKey: 'gift-key-0001' } }));
    expect(requestOf(fetch).url).toBe('/api/tournaments/t1/auction/fund-a-need/gifts');
    expect(client.getQueryData(catalogueKey)).toMatchObject({ myBidderNumber: 104, fundANeed: { totalCents: 350_000 } });
  });
});
