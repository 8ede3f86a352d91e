import { Injectable } from '@nestjs/common';
import type { AuctionSale } from '@fairway/contracts/auction';
import { toSales } from './auction-sales';
import { AuctionWinsRepository } from './auction-wins.repository';

/** The sales as the catalogue and the live stream's `auction` event carry them. */
@Injectable()
export class AuctionSalesService {
  constructor(private readonly wins: AuctionWinsRepository) {}

  /** Latest first; `itemIds`: only those items' sales (the ones a change settled). */
  async salesOf(tournamentId: string, itemIds?: readonly string[]): Promise<AuctionSale[]> {
    const sales = toSales(await this.wins.liveWins(tournamentId));
    if (!itemIds) return sales;
    const wanted = new Set(itemIds);
    return sales.filter((sale) => wanted.has(sale.itemId));
  }
}
