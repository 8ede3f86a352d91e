import { Injectable } from '@nestjs/common';
import { RoundJob } from '../../common/jobs/round-job';
import { AuctionSettlementService } from './auction-settlement.service';

/** Often enough that the TV and the phones hear the winners within a second or so of the close. */
const everyMs = 1_000;

/** Settles the items whose close passed, in every API process (each item once, whichever replica takes it). */
@Injectable()
export class AuctionCloseJob extends RoundJob {
  constructor(private readonly settlement: AuctionSettlementService) {
    super(everyMs, 'Auction close');
  }

  protected async runRound(): Promise<void> {
    await this.settlement.settleDue();
  }
}
