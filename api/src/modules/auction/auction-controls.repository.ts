import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

// The organiser's close is the item's own: what late bids had moved is replaced, and the auction's close no longer applies to it.
const SET_CLOSE = new NamedStatement<{ itemId: 'uuid'; closesAt: 'timestamptz'; by: 'text' }, never>(
  'auction-item-set-close',
  { itemId: 'uuid', closesAt: 'timestamptz', by: 'text' },
  (p) => `UPDATE auction_items SET closes_at = ${p.closesAt}, extended_close_at = NULL, updated_by = ${p.by}, updated_at = now() WHERE id = ${p.itemId}`,
);

const SET_PHOTOS = new NamedStatement<{ itemId: 'uuid'; photos: 'text[]'; by: 'text' }, never>(
  'auction-item-set-photos',
  { itemId: 'uuid', photos: 'text[]', by: 'text' },
  (p) => `UPDATE auction_items SET photos = ${p.photos}, updated_by = ${p.by}, updated_at = now() WHERE id = ${p.itemId}`,
);

/** The organiser's controls on one item (call with the item's row locked). */
@Injectable()
export class AuctionControlsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async setClose(manager: EntityManager, itemId: string, closesAt: Date, by: string): Promise<void> {
    await SET_CLOSE.run(manager, { itemId, closesAt, by });
  }

  async setPhotos(manager: EntityManager, itemId: string, photos: readonly string[], by: string): Promise<void> {
    await SET_PHOTOS.run(manager, { itemId, photos, by });
  }
}
