import { Body, Controller, Get, Headers, Param, Post } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  type CardGiftCheckout,
  createCardGiftInput,
  type CreateCardGiftInput,
  createDonationInput,
  type CreateDonationInput,
  type DonationResponse,
  type DonorWallResponse,
} from '@fairway/contracts/gift';
import { Public } from '../../../common/auth';
import { WriteLimit } from '../../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { idempotencyHeader } from '../idempotency-header.pipe';
import { CardGiftService } from './card-gift.service';
import { GiftService } from './gift.service';

/** Routes keep the guest's word: `donations` (a guest donates) and the donor wall. */
@Controller('tournaments/:id')
export class GiftController {
  constructor(
    private readonly gifts: GiftService,
    private readonly cardGifts: CardGiftService,
  ) {}

  @Public()
  @WriteLimit('gift')
  @Post('donations')
  donate(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createDonationInput)) input: CreateDonationInput,
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<DonationResponse> {
    return this.gifts.donate(id, input, idempotencyHeader.transform(key));
  }

  /** The gift paid by card: answers where to pay; the ledger hears of it only when the provider says paid. */
  @Public()
  @WriteLimit('gift')
  @Post('donations/card')
  donateByCard(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createCardGiftInput)) input: CreateCardGiftInput,
  ): Promise<CardGiftCheckout> {
    return this.cardGifts.checkout(id, input);
  }

  @Public()
  @Get('donor-wall')
  donorWall(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<DonorWallResponse> {
    return this.gifts.donorWall(id);
  }
}
