import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

export interface OutbidNoticeRow {
  bidder_number: number;
  dedupe_key: string;
  /** Queued within the quiet window: no other outbid e-mail for this item goes to this bidder yet. */
  recent: boolean;
}

const NOTICES = new NamedStatement<{ itemId: 'uuid'; numbers: 'integer[]'; quietMinutes: 'integer' }, OutbidNoticeRow>(
  'auction-outbid-notices',
  { itemId: 'uuid', numbers: 'integer[]', quietMinutes: 'integer' },
  (p) => `
  SELECT bidder_number, dedupe_key, queued_at > now() - make_interval(mins => ${p.quietMinutes}) AS recent
    FROM auction_outbid_notices WHERE item_id = ${p.itemId} AND bidder_number = ANY(${p.numbers})`,
);

const SAVE = new NamedStatement<{ itemId: 'uuid'; number: 'integer'; dedupeKey: 'text' }, never>(
  'auction-outbid-notice-save',
  { itemId: 'uuid', number: 'integer', dedupeKey: 'text' },
  (p) => `
  INSERT INTO auction_outbid_notices (item_id, bidder_number, dedupe_key, queued_at) VALUES (${p.itemId}, ${p.number}, ${p.dedupeKey}, now())
  ON CONFLICT (item_id, bidder_number) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key, queued_at = EXCLUDED.queued_at`,
);

const FORGET = new NamedStatement<{ itemId: 'uuid'; number: 'integer' }, never>(
  'auction-outbid-notice-forget',
  { itemId: 'uuid', number: 'integer' },
  (p) => `DELETE FROM auction_outbid_notices WHERE item_id = ${p.itemId} AND bidder_number = ${p.number}`,
);

/** auction_outbid_notices: the last outbid e-mail queued per item and bidder (read and written under the item's lock). */
@Injectable()
export class AuctionOutbidNoticesRepository {
  async of(manager: EntityManager, itemId: string, numbers: readonly number[], quietMinutes: number): Promise<Map<number, OutbidNoticeRow>> {
    if (numbers.length === 0) return new Map();
    return new Map((await NOTICES.rows(manager, { itemId, numbers, quietMinutes })).map((row) => [row.bidder_number, row]));
  }

  async save(manager: EntityManager, itemId: string, number: number, dedupeKey: string): Promise<void> {
    await SAVE.run(manager, { itemId, number, dedupeKey });
  }

  async forget(manager: EntityManager, itemId: string, number: number): Promise<void> {
    await FORGET.run(manager, { itemId, number });
  }
}
