import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { PaymentsService } from '../payments/payments.service';
import { AuctionRepository } from './auction.repository';

export interface Winner {
  number: number;
  priceCents: number;
}

/**
 * The winner's e-mail, queued in the settlement's transaction (sent once it commits): what they owe, their number,
 * and the way to pay (their bill online when a provider exists, else the auction desk). Once per item and bidder.
 */
@Injectable()
export class AuctionWonMail {
  constructor(
    private readonly auction: AuctionRepository,
    private readonly mail: MailService,
    private readonly payments: PaymentsService,
  ) {}

  async tell(manager: EntityManager, tournamentId: string, item: { id: string; title: string }, winners: readonly Winner[]): Promise<void> {
    const emails = await this.auction.emailsOf(
      manager,
      tournamentId,
      winners.map((winner) => winner.number),
    );
    const auctionPath = `/tournament/${tournamentId}/auction`;
    for (const winner of winners) {
      const to = emails.get(winner.number);
      if (!to) continue;
      await this.mail.enqueue(manager, {
        tournamentId,
        to,
        template: 'auction-won',
        data: {
          itemTitle: item.title,
          priceCents: winner.priceCents,
          bidderNumber: winner.number,
          itemPath: `${auctionPath}/${item.id}`,
          payPath: this.payments.available() ? `${auctionPath}/my-bids` : null,
        },
        dedupeKey: `auction-won:${item.id}:${winner.number}`,
      });
    }
  }
}
