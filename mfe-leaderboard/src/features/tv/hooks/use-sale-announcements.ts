import type { AuctionSale } from '@fairway/contracts/auction';
import { useEffect, useRef, useState } from 'react';
import { saleKey } from '../model/auction-turn';

export const SALE_SHOWN_MS = 6_000;
/** With more than a few waiting (many items closing at once), each is shown for less. */
export const SALE_HURRIED_MS = 3_500;
const HURRY_BEYOND = 3;

/**
 * The sale being announced now, or null: each sale that arrives after the first read, oldest first, for a few
 * seconds, one after another. Those already sold when the TV was switched on are not announced.
 */
export function useSaleAnnouncements(sales: readonly AuctionSale[] | undefined): AuctionSale | null {
  const known = useRef<Set<string> | null>(null);
  const [queue, setQueue] = useState<AuctionSale[]>([]);
  useEffect(() => {
    if (!sales) return;
    if (!known.current) {
      known.current = new Set(sales.map(saleKey));
      return;
    }
    const seen = known.current;
    const fresh = sales.filter((sale) => !seen.has(saleKey(sale))).sort((left, right) => left.soldAt.localeCompare(right.soldAt));
    if (fresh.length === 0) return;
    for (const sale of fresh) seen.add(saleKey(sale));
    setQueue((waiting) => [...waiting, ...fresh]);
  }, [sales]);
  const current = queue[0] ?? null;
  const hurried = queue.length > HURRY_BEYOND;
  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setQueue((waiting) => waiting.slice(1)), hurried ? SALE_HURRIED_MS : SALE_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [current, hurried]);
  return current;
}
