import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { type AuctionItem, auctionItemParams, maxAuctionPhotoBytes } from '@fairway/contracts/auction';
import {
  type AuctionPhotoIndexParams,
  auctionPhotoIndexParams,
  type AuctionPhotoParams,
  auctionPhotoParams,
  type ExtendItemInput,
  extendItemInput,
} from '@fairway/contracts/auction-desk';
import type { Request, Response } from 'express';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { readRawBody } from '../../common/body-limits/read-raw-body';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { AuctionControlsService } from './auction-controls.service';

type ItemParams = { id: string; itemId: string };
// A form's boundaries and headers around the image.
const formOverheadBytes = 16 * 1024;

@Controller('tournaments/:id/auction/items/:itemId')
export class AuctionControlsController {
  constructor(private readonly controls: AuctionControlsService) {}

  @Post('close')
  @HttpCode(HttpStatus.OK)
  close(@Param(new ZodValidationPipe(auctionItemParams)) { id, itemId }: ItemParams, @CurrentUser() user: AuthUser): Promise<AuctionItem> {
    return this.controls.closeNow(id, itemId, user);
  }

  @Post('extend')
  @HttpCode(HttpStatus.OK)
  extend(
    @Param(new ZodValidationPipe(auctionItemParams)) { id, itemId }: ItemParams,
    @Body(new ZodValidationPipe(extendItemInput)) { minutes }: ExtendItemInput,
    @CurrentUser() user: AuthUser,
  ): Promise<AuctionItem> {
    return this.controls.extend(id, itemId, minutes, user);
  }

  /** The body is the image itself (as a sponsor logo's), or a form whose first file is. */
  @Post('photos')
  async addPhoto(
    @Param(new ZodValidationPipe(auctionItemParams)) { id, itemId }: ItemParams,
    @Req() request: Request,
    @CurrentUser() user: AuthUser,
  ): Promise<AuctionItem> {
    const body = await readRawBody(request, maxAuctionPhotoBytes + formOverheadBytes);
    return this.controls.addPhoto(id, itemId, body, request.headers['content-type'], user);
  }

  @Delete('photos/:index')
  removePhoto(
    @Param(new ZodValidationPipe(auctionPhotoIndexParams)) { id, itemId, index }: AuctionPhotoIndexParams,
    @CurrentUser() user: AuthUser,
  ): Promise<AuctionItem> {
    return this.controls.removePhoto(id, itemId, index, user);
  }

  @Public()
  @Get('photos/:photoId')
  async photo(
    @Param(new ZodValidationPipe(auctionPhotoParams)) { id, itemId, photoId }: AuctionPhotoParams,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { type, bytes } = await this.controls.photo(id, itemId, photoId);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'");
    // A photo's path names its bytes (a new upload is a new path): it never changes.
    response.setHeader('Cache-Control', 'public, max-age=86400, immutable');
    return new StreamableFile(bytes, { type, length: bytes.length });
  }
}
