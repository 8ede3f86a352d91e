import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import { auctionItemParams } from '@fairway/contracts/auction';
import {
  type AuctionBidder,
  type AuctionBill,
  bidderNumberParams,
  type DeskCheckoutInput,
  deskCheckoutInput,
  type OnlineCheckoutResponse,
  type UnpaidBidders,
} from '@fairway/contracts/auction-desk';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { CallerOrigin } from '../../common/request-origin/request-origin';
import { AuctionBillService } from './auction-bill.service';
import { AuctionCheckoutService } from './auction-checkout.service';
import { AuctionOfferService } from './auction-offer.service';

type BidderParams = { id: string; number: number };
type ItemParams = { id: string; itemId: string };

/** The auction's money after the bids: bills, the desk's checkout, paying online, the unpaid list and offering an item on. */
@Controller('tournaments/:id/auction')
export class AuctionCheckoutController {
  constructor(
    private readonly bills: AuctionBillService,
    private readonly checkouts: AuctionCheckoutService,
    private readonly offers: AuctionOfferService,
  ) {}

  @Get('bidders')
  bidders(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<AuctionBidder[]> {
    return this.bills.bidders(id, user);
  }

  @Get('bidders/:number/bill')
  bill(@Param(new ZodValidationPipe(bidderNumberParams)) { id, number }: BidderParams, @CurrentUser() user: AuthUser): Promise<AuctionBill> {
    return this.bills.deskBill(id, number, user);
  }

  @Post('bidders/:number/checkout')
  @HttpCode(200)
  deskCheckout(
    @Param(new ZodValidationPipe(bidderNumberParams)) { id, number }: BidderParams,
    @Body(new ZodValidationPipe(deskCheckoutInput)) input: DeskCheckoutInput,
    @CurrentUser() user: AuthUser,
  ): Promise<AuctionBill> {
    return this.checkouts.deskCheckout(id, number, input, user);
  }

  @Get('my-bill')
  myBill(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<AuctionBill> {
    return this.bills.myBill(id, user);
  }

  @Post('my-bill/checkout')
  onlineCheckout(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @CurrentUser() user: AuthUser,
    @CallerOrigin() origin: string | undefined,
  ): Promise<OnlineCheckoutResponse> {
    return this.checkouts.onlineCheckout(id, user, origin);
  }

  @Get('unpaid')
  unpaid(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<UnpaidBidders> {
    return this.bills.unpaid(id, user);
  }

  @Post('items/:itemId/offer-next')
  @HttpCode(204)
  offerNext(@Param(new ZodValidationPipe(auctionItemParams)) { id, itemId }: ItemParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.offers.offerNext(id, itemId, user);
  }
}
