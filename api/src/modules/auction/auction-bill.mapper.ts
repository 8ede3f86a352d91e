import type { AuctionBill, AuctionBillLine } from '@fairway/contracts/auction-desk';
import { bidderLabel } from '@fairway/contracts/auction';
import type { BidderRow, BillLineRow } from './auction-wins.rows';

export function toBillLine(row: BillLineRow): AuctionBillLine {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.item_id,
    title: row.title,
    amountCents: row.amount_cents,
    fairMarketValueCents: row.fair_market_value_cents,
    paid: row.paid_at !== null,
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  };
}

export const dueOf = (lines: readonly BillLineRow[]) => lines.reduce((sum, line) => sum + (line.paid_at === null ? line.amount_cents : 0), 0);
export const paidOf = (lines: readonly BillLineRow[]) => lines.reduce((sum, line) => sum + (line.paid_at === null ? 0 : line.amount_cents), 0);

export function toBill(bidderNumber: number, name: string | null, lines: readonly BillLineRow[], onlinePayment: boolean): AuctionBill {
  return { bidderNumber, name, lines: lines.map(toBillLine), dueCents: dueOf(lines), paidCents: paidOf(lines), onlinePayment };
}

/** The desk's name for a bidder: the guest's, else the linked account's player in the field, else the account's name, else its e-mail. */
export function bidderName(row: BidderRow, accountName: string | undefined): string {
  return row.guest_name ?? row.player_name ?? accountName ?? row.email ?? bidderLabel(row.number);
}

/** Each bidder's lines. */
export function linesByBidder(lines: readonly BillLineRow[]): Map<number, BillLineRow[]> {
  const byBidder = new Map<number, BillLineRow[]>();
  for (const line of lines) byBidder.set(line.bidder_number, [...(byBidder.get(line.bidder_number) ?? []), line]);
  return byBidder;
}
