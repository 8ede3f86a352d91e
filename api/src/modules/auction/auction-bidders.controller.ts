import { Body, Controller, Param, Post } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import { type AuctionBidder, type GuestBidderInput, guestBidderInput } from '@fairway/contracts/auction-desk';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { AuctionBiddersService } from './auction-bidders.service';

@Controller('tournaments/:id/auction/bidders')
export class AuctionBiddersController {
  constructor(private readonly bidders: AuctionBiddersService) {}

  /** A guest's number at the desk; the guest bids with it once signed in with the same (verified) e-mail. */
  @Post()
  addGuest(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(guestBidderInput)) input: GuestBidderInput,
    @CurrentUser() user: AuthUser,
  ): Promise<AuctionBidder> {
    return this.bidders.addGuest(id, input, user);
  }
}
