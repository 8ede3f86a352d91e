import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { AuctionCatalogue, AuctionItem, PublicAuctionItem } from '@fairway/contracts/auction';
import type { AuctionEventData, LiveEvent } from '@fairway/contracts/live-event';
import { auctionAdminKey } from '../query/query-keys';
import { updateWithEvent } from '../live/live-cache-writes';
import { useTournamentEvents } from '../live/use-tournament-events';

/** The public fields of an item from the stream, over the organiser's own (reserve, increment, hours, status kept). */
function mergeItem(mine: AuctionItem, changed: PublicAuctionItem): AuctionItem {
  const { myState: _theirs, ...shown } = changed;
  return { ...mine, ...shown, status: changed.state === 'withdrawn' ? 'withdrawn' : mine.status };
}

/** Writes an `auction` event into the organiser's and the desk's reads: prices, leaders, bid counts and states within a second. */
export function applyAuctionAdminEvent(client: QueryClient, tournamentId: string, data: AuctionEventData): void {
  const items = client.getQueryData<AuctionItem[]>(auctionAdminKey(tournamentId, 'items'));
  // An item this screen never read (added on another screen): the list is read again, whole.
  if (items && data.items.some((changed) => !items.some((item) => item.id === changed.id))) {
    void client.invalidateQueries({ queryKey: auctionAdminKey(tournamentId, 'items') });
  } else {
    updateWithEvent<AuctionItem[]>(client, auctionAdminKey(tournamentId, 'items'), (list) =>
      list?.map((item) => {
        const changed = data.items.find((candidate) => candidate.id === item.id);
        return changed ? mergeItem(item, changed) : item;
      }),
    );
  }
  updateWithEvent<AuctionCatalogue>(client, auctionAdminKey(tournamentId, 'overview'), (overview) =>
    overview
      ? {
          ...overview,
          fundANeed: data.fundANeed === undefined ? overview.fundANeed : data.fundANeed,
          sales: [...data.sales, ...overview.sales.filter((sale) => !data.sales.some((made) => made.itemId === sale.itemId))],
        }
      : overview,
  );
  // A sale or a gift changes who owes what: the desk's lists and bills are read again (only those on screen).
  if (data.sales.length > 0 || data.fundANeed) {
    for (const read of ['bidders', 'unpaid'] as const) void client.invalidateQueries({ queryKey: auctionAdminKey(tournamentId, read) });
    void client.invalidateQueries({ queryKey: [...auctionAdminKey(tournamentId), 'bill'] });
  }
}

/** Follows the tournament's live stream for the Auction tab: each `auction` event lands in the tab's reads. */
export function useAuctionAdminLive(tournamentId: string) {
  const client = useQueryClient();
  return useTournamentEvents(tournamentId, {
    onEvent: (event: LiveEvent) => {
      if (event.type === 'auction') applyAuctionAdminEvent(client, event.tournamentId, event.data);
    },
  });
}
