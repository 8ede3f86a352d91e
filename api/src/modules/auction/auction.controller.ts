import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  type AuctionCatalogue,
  type AuctionItem,
  type AuctionItemInput,
  auctionItemInput,
  type AuctionSettings,
  type AuctionSettingsInput,
  auctionSettingsInput,
  auctionItemParams,
  type PlaceBidInput,
  placeBidInput,
  type PlaceBidResponse,
} from '@fairway/contracts/auction';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { AuctionService } from './auction.service';

type ItemParams = { id: string; itemId: string };

@Controller('tournaments/:id/auction')
export class AuctionController {
  constructor(private readonly auction: AuctionService) {}

  /** The public catalogue: bidders by number only; a signed-in caller also gets their own standing. */
  @Public()
  @Get()
  catalogue(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser | null): Promise<AuctionCatalogue> {
    return this.auction.catalogue(id, user);
  }

  @Get('items')
  items(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<AuctionItem[]> {
    return this.auction.organiserItems(id, user);
  }

  @Put('settings')
  saveSettings(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(auctionSettingsInput)) input: AuctionSettingsInput,
    @CurrentUser() user: AuthUser,
  ): Promise<AuctionSettings> {
    return this.auction.saveSettings(id, input, user);
  }

  @Post('items')
  createItem(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(auctionItemInput)) input: AuctionItemInput,
    @CurrentUser() user: AuthUser,
  ): Promise<AuctionItem> {
    return this.auction.createItem(id, input, user);
  }

  @Put('items/:itemId')
  updateItem(
    @Param(new ZodValidationPipe(auctionItemParams)) { id, itemId }: ItemParams,
    @Body(new ZodValidationPipe(auctionItemInput)) input: AuctionItemInput,
    @CurrentUser() user: AuthUser,
  ): Promise<AuctionItem> {
    return this.auction.updateItem(id, itemId, input, user);
  }

  @Delete('items/:itemId')
  @HttpCode(204)
  deleteItem(@Param(new ZodValidationPipe(auctionItemParams)) { id, itemId }: ItemParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.auction.deleteItem(id, itemId, user);
  }

  @Post('items/:itemId/bids')
  placeBid(
    @Param(new ZodValidationPipe(auctionItemParams)) { id, itemId }: ItemParams,
    @Body(new ZodValidationPipe(placeBidInput)) input: PlaceBidInput,
    @CurrentUser() user: AuthUser,
  ): Promise<PlaceBidResponse> {
    return this.auction.placeBid(id, itemId, input, user);
  }
}
