import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  type CardGiftCheckout,
  type CardGiftRefund,
  createCardGiftInput,
  type CreateCardGiftInput,
  createDonationInput,
  type CreateDonationInput,
  type DonationResponse,
  type DonorWallResponse,
  refundCardGiftInput,
  type RefundCardGiftInput,
} from '@fairway/contracts/gift';
import { ledgerEntryParams, type LedgerEntryParams } from '@fairway/contracts/ledger';
import { type AuthUser, CurrentUser, Public } from '../../../common/auth';
import { WriteLimit } from '../../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { CallerOrigin } from '../../../common/request-origin/request-origin';
import { idempotencyHeader } from '../idempotency-header.pipe';
import { CardGiftService } from './card-gift.service';
import { GiftService } from './gift.service';

/** Routes keep the guest's word: `donations` (a guest donates, at the desk or by card), the donor wall; the admin refunds a card gift. */
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
    @CallerOrigin() origin: string | undefined,
  ): Promise<CardGiftCheckout> {
    return this.cardGifts.checkout(id, input, origin);
  }

  @Post('ledger/:entryId/refund')
  @HttpCode(200)
  refundCardGift(
    @Param(new ZodValidationPipe(ledgerEntryParams)) { id, entryId }: LedgerEntryParams,
    @Body(new ZodValidationPipe(refundCardGiftInput)) input: RefundCardGiftInput,
    @CurrentUser() user: AuthUser,
  ): Promise<CardGiftRefund> {
    return this.cardGifts.refund(id, entryId, input, user);
  }

  @Public()
  @Get('donor-wall')
  donorWall(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<DonorWallResponse> {
    return this.gifts.donorWall(id);
  }
}
