import { Injectable } from '@nestjs/common';
import type { AuctionEvent } from '@fairway/golf/auction';
import type { EntityManager } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { AuctionRepository } from './auction.repository';
import type { AuctionItemRow } from './auction.rows';

/** The e-mail to each bidder who lost the lead, in the bid's transaction (sent once it commits). */
@Injectable()
export class AuctionOutbidMail {
  constructor(
    private readonly auction: AuctionRepository,
    private readonly mail: MailService,
  ) {}

  async tell(
    manager: EntityManager,
    tournamentId: string,
    item: AuctionItemRow,
    priceCents: number,
    bidId: string,
    events: readonly AuctionEvent[],
  ): Promise<void> {
    const outbid = events.flatMap((event) => (event.kind === 'outbid' ? [Number(event.bidderId)] : []));
    const emails = await this.auction.emailsOf(manager, tournamentId, outbid);
    for (const number of outbid) {
      const to = emails.get(number);
      if (!to) continue;
      await this.mail.enqueue(manager, {
        tournamentId,
        to,
        template: 'auction-outbid',
        data: { itemTitle: item.title, priceCents, itemPath: `/tournament/${tournamentId}/auction/${item.id}` },
        dedupeKey: `auction-outbid:${bidId}:${number}`,
      });
    }
  }
}
