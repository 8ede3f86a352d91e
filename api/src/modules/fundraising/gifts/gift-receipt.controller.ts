import { Controller, Get, Param } from '@nestjs/common';
import { type GiftReceipt, receiptTokenParams, type ReceiptTokenParams } from '@fairway/contracts/gift';
import { Public } from '../../../common/auth';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { CardGiftService } from './card-gift.service';

/** A card gift's receipt, read by whoever holds its unguessable link (the checkout returns there; the e-mail links it). */
@Controller('receipts')
export class GiftReceiptController {
  constructor(private readonly gifts: CardGiftService) {}

  @Public()
  @Get(':receiptToken')
  receipt(@Param(new ZodValidationPipe(receiptTokenParams)) { receiptToken }: ReceiptTokenParams): Promise<GiftReceipt> {
    return this.gifts.receipt(receiptToken);
  }
}
