import { Injectable } from '@nestjs/common';
import type { AuctionEvent } from '@fairway/golf/auction';
import type { EntityManager } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { AuctionOutbidNoticesRepository } from './auction-outbid-notices.repository';
import { AuctionRepository } from './auction.repository';
import type { AuctionItemRow } from './auction.rows';

/** How long an outbid e-mail waits in the outbox: a bidder on the page answers within it, and is not mailed. */
export const OUTBID_HOLD_SECONDS = 60;
/** At most one outbid e-mail per item and bidder in this many minutes. */
export const OUTBID_QUIET_MINUTES = 10;

/**
 * The e-mail to a bidder who lost the lead and is not on the page. The phone tells the outbid at once (the live
 * stream's toast); the e-mail waits OUTBID_HOLD_SECONDS and is withdrawn if the bidder bids on the item again
 * or leads it again meanwhile, and goes at most once per OUTBID_QUIET_MINUTES per item. Runs in the bid's
 * transaction, under the item's lock (sent only once it commits).
 */
@Injectable()
export class AuctionOutbidMail {
  constructor(
    private readonly auction: AuctionRepository,
    private readonly notices: AuctionOutbidNoticesRepository,
    private readonly mail: MailService,
  ) {}

  /** `answered`: the bidder who bid and whoever leads now: an e-mail waiting for them is no longer needed. */
  async tell(
    manager: EntityManager,
    tournamentId: string,
    item: AuctionItemRow,
    priceCents: number,
    bidId: string,
    events: readonly AuctionEvent[],
    answered: readonly number[],
  ): Promise<void> {
    await this.withdrawFor(manager, item.id, answered);
    const outbid = events.flatMap((event) => (event.kind === 'outbid' && !answered.includes(Number(event.bidderId)) ? [Number(event.bidderId)] : []));
    const [emails, notices] = await Promise.all([
      this.auction.emailsOf(manager, tournamentId, outbid),
      this.notices.of(manager, item.id, outbid, OUTBID_QUIET_MINUTES),
    ]);
    for (const number of outbid) {
      const to = emails.get(number);
      if (!to || notices.get(number)?.recent) continue;
      const dedupeKey = `auction-outbid:${bidId}:${number}`;
      await this.mail.enqueue(
        manager,
        {
          tournamentId,
          to,
          template: 'auction-outbid',
          data: { itemTitle: item.title, priceCents, itemPath: `/tournament/${tournamentId}/auction/${item.id}` },
          dedupeKey,
        },
        { delaySeconds: OUTBID_HOLD_SECONDS },
      );
      await this.notices.save(manager, item.id, number, dedupeKey);
    }
  }

  /** A withdrawn e-mail frees the bidder's quiet window; one already sent keeps it. */
  private async withdrawFor(manager: EntityManager, itemId: string, numbers: readonly number[]): Promise<void> {
    for (const notice of (await this.notices.of(manager, itemId, numbers, OUTBID_QUIET_MINUTES)).values()) {
      if (await this.mail.withdraw(manager, notice.dedupe_key, 'the bidder answered on the page'))
        await this.notices.forget(manager, itemId, notice.bidder_number);
    }
  }
}
