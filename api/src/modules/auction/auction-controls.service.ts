import { Injectable } from '@nestjs/common';
import { type AuctionItem, type AuctionSettings, maxAuctionPhotoBytes } from '@fairway/contracts/auction';
import { auctionPhotoPath } from '@fairway/contracts/auction-desk';
import { settleItem } from '@fairway/golf/auction';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { type ImageType, imageTypeOf } from '../../common/images/image-type';
import { markLiveChange } from '../../common/live-changes/live-change';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import { itemNotOpen, photoInvalid, photoNotFound, photoTooLarge, tooManyPhotos } from './auction-controls.exception';
import { AuctionControlsRepository } from './auction-controls.repository';
import { photoBytesOf } from './auction-photo-body';
import { AuctionPhotoStore } from './auction-photo.store';
import { AuctionSettlementService } from './auction-settlement.service';
import { itemNotFound } from './auction.exception';
import { closeOf, engineState, toOrganiserItem, toSettings } from './auction.mapper';
import { AuctionRepository } from './auction.repository';
import type { AuctionItemRow } from './auction.rows';

const maxPhotos = 4;
const minuteMs = 60_000;

/** The organiser's hand on one item: close it now, give it more time, its photos. Each change is told on the live stream. */
@Injectable()
export class AuctionControlsService {
  constructor(
    private readonly controls: AuctionControlsRepository,
    private readonly auction: AuctionRepository,
    private readonly photos: AuctionPhotoStore,
    private readonly settlement: AuctionSettlementService,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
  ) {}

  /**
   * Bidding ends at the database's clock, read under the item's lock: a bid waiting for the lock is refused. Its
   * winners are settled in the same transaction (as a buy-now's are), so the sale is told at once.
   */
  async closeNow(tournamentId: string, itemId: string, user: AuthUser): Promise<AuctionItem> {
    await this.requireOrganiser(tournamentId, user);
    return this.controls.transaction(async (manager) => {
      const { settings, now } = await this.openItem(manager, tournamentId, itemId);
      await this.controls.setClose(manager, itemId, now, user.uid);
      await this.settlement.settleLocked(manager, (await this.auction.item(tournamentId, itemId, manager))!, settings, now);
      return this.changed(manager, tournamentId, itemId);
    });
  }

  /** The close moves this many minutes past the item's close now (past the database's now when it has none). */
  async extend(tournamentId: string, itemId: string, minutes: number, user: AuthUser): Promise<AuctionItem> {
    await this.requireOrganiser(tournamentId, user);
    return this.controls.transaction(async (manager) => {
      const { item, settings, now } = await this.openItem(manager, tournamentId, itemId);
      const close = closeOf(item, settings) ?? now.getTime();
      await this.controls.setClose(manager, itemId, new Date(close + minutes * minuteMs), user.uid);
      return this.changed(manager, tournamentId, itemId);
    });
  }

  /** A PNG, JPEG or WebP (proven by its bytes) of at most maxAuctionPhotoBytes; up to 4 per item. */
  async addPhoto(
    tournamentId: string,
    itemId: string,
    body: { bytes: Uint8Array; tooLarge: boolean },
    contentType: string | undefined,
    user: AuthUser,
  ): Promise<AuctionItem> {
    await this.requireOrganiser(tournamentId, user);
    const bytes = body.tooLarge ? null : photoBytesOf(body.bytes, contentType);
    if (!bytes || bytes.length > maxAuctionPhotoBytes) throw photoTooLarge();
    if (!imageTypeOf(bytes)) throw photoInvalid();
    const photoId = randomUUID();
    try {
      return await this.controls.transaction(async (manager) => {
        const item = await this.lockItem(manager, tournamentId, itemId);
        if (item.photos.length >= maxPhotos) throw tooManyPhotos();
        await this.photos.save(photoId, bytes);
        await this.controls.setPhotos(manager, itemId, [...item.photos, auctionPhotoPath(tournamentId, itemId, photoId)], user.uid);
        return this.changed(manager, tournamentId, itemId);
      });
    } catch (error) {
      await this.photos.remove(photoId);
      throw error;
    }
  }

  /** The item's photo at `index` (an upload or a link); an uploaded file goes with it. */
  async removePhoto(tournamentId: string, itemId: string, index: number, user: AuthUser): Promise<AuctionItem> {
    await this.requireOrganiser(tournamentId, user);
    let removed = '';
    const item = await this.controls.transaction(async (manager) => {
      const row = await this.lockItem(manager, tournamentId, itemId);
      if (index >= row.photos.length) throw photoNotFound();
      removed = row.photos[index]!;
      await this.controls.setPhotos(
        manager,
        itemId,
        row.photos.filter((_, at) => at !== index),
        user.uid,
      );
      return this.changed(manager, tournamentId, itemId);
    });
    const uploaded = auctionPhotoPath(tournamentId, itemId, '');
    if (removed.startsWith(uploaded)) await this.photos.remove(removed.slice(uploaded.length));
    return item;
  }

  /** An uploaded photo of a listed item, with the type its bytes prove. */
  async photo(tournamentId: string, itemId: string, photoId: string): Promise<{ type: ImageType; bytes: Buffer }> {
    const item = await this.auction.item(tournamentId, itemId);
    if (!item?.photos.includes(auctionPhotoPath(tournamentId, itemId, photoId))) throw photoNotFound();
    const bytes = await this.photos.read(photoId);
    const type = bytes && imageTypeOf(bytes);
    if (!bytes || !type) throw photoNotFound();
    return { type, bytes };
  }

  private async lockItem(manager: EntityManager, tournamentId: string, itemId: string): Promise<AuctionItemRow> {
    const item = await this.auction.item(tournamentId, itemId, manager, true);
    if (!item) throw itemNotFound();
    return item;
  }

  /** The item locked, and the database's now, when it still takes bids; else 409. */
  private async openItem(
    manager: EntityManager,
    tournamentId: string,
    itemId: string,
  ): Promise<{ item: AuctionItemRow; settings: AuctionSettings; now: Date }> {
    const item = await this.lockItem(manager, tournamentId, itemId);
    const settings = toSettings(await this.auction.settings(tournamentId, manager));
    const now = await this.auction.clock(manager);
    if (item.settled_at || settleItem(engineState(item, settings), now.getTime()).kind !== 'open') throw itemNotOpen();
    return { item, settings, now };
  }

  private async changed(manager: EntityManager, tournamentId: string, itemId: string): Promise<AuctionItem> {
    markLiveChange(manager, { kind: 'auction', tournamentId, itemIds: [itemId] });
    const [row, settings, now] = [
      await this.auction.item(tournamentId, itemId, manager),
      await this.auction.settings(tournamentId, manager),
      await this.auction.clock(manager),
    ];
    return toOrganiserItem(row!, toSettings(settings), now.getTime());
  }

  private async requireOrganiser(tournamentId: string, user: AuthUser): Promise<void> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), 'event.edit', 'manage the auction');
  }
}
