import type { AuctionCatalogue } from '@fairway/contracts/auction';
import { auctionDollars } from '@fairway/contracts/auction-messages';
import { auctionItemPath } from '@fairway/contracts/remotes';
import { useNavigate } from '@fairway/ui/router';
import { toast } from '@fairway/ui/toast';
import { useEffect, useRef } from 'react';

/**
 * Tells the guest when an item they were leading has another leader (an `auction` event, or any fresh read):
 * a toast with a way back to the item. The first read only sets where they stood.
 */
export function useOutbidToasts(tournamentId: string, catalogue: AuctionCatalogue | undefined): void {
  const navigate = useNavigate();
  const leading = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!catalogue) return;
    const before = leading.current;
    leading.current = new Set(catalogue.items.filter((item) => item.myState === 'winning').map((item) => item.id));
    if (!before) return;
    for (const item of catalogue.items) {
      if (!before.has(item.id) || item.myState !== 'outbid') continue;
      toast({
        title: `You were outbid on ${item.title}`,
        description: `The bid is now ${auctionDollars(item.currentPriceCents ?? item.startingBidCents)}.`,
        duration: 8000,
        action: { label: `Bid ${auctionDollars(item.nextAmountCents)}`, run: () => navigate(auctionItemPath(tournamentId, item.id)) },
      });
    }
  }, [catalogue, navigate, tournamentId]);
}
