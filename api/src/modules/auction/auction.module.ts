import { Module } from '@nestjs/common';
import { EventTeamModule } from '../event-team/event-team.module';
import { FundraisingModule } from '../fundraising/fundraising.module';
import { MailModule } from '../mail/mail.module';
import { PaymentsModule } from '../payments/payments.module';
import { CheckInEventsModule } from '../team/check-in-events.module';
import { TournamentModule } from '../tournament/tournament.module';
import { AuctionBiddersController } from './auction-bidders.controller';
import { AuctionBiddersRepository } from './auction-bidders.repository';
import { AuctionBiddersService } from './auction-bidders.service';
import { AuctionBillService } from './auction-bill.service';
import { AuctionCheckoutController } from './auction-checkout.controller';
import { AuctionCheckoutService } from './auction-checkout.service';
import { AuctionCloseJob } from './auction-close.job';
import { AuctionControlsController } from './auction-controls.controller';
import { AuctionControlsRepository } from './auction-controls.repository';
import { AuctionControlsService } from './auction-controls.service';
import { AuctionOfferService } from './auction-offer.service';
import { AuctionOutbidNoticesRepository } from './auction-outbid-notices.repository';
import { AuctionOutbidMail } from './auction-outbid.mail';
import { AuctionPhotoStore } from './auction-photo.store';
import { AuctionSalesService } from './auction-sales.service';
import { AuctionSettlementService } from './auction-settlement.service';
import { AuctionWinsRepository } from './auction-wins.repository';
import { AuctionWonMail } from './auction-won.mail';
import { AuctionController } from './auction.controller';
import { AuctionRepository } from './auction.repository';
import { AuctionService } from './auction.service';
import { FundANeedController } from './fund-a-need.controller';
import { FundANeedRepository } from './fund-a-need.repository';
import { FundANeedService } from './fund-a-need.service';

/**
 * The silent auction: items, settings, bidder numbers and bids; the winners settled at the close (auction_wins),
 * bills, checkout at the desk or online into the ledger (kind `auction`), auction_checkouts. Exports AuctionService
 * (the live stream reads the public items) and AuctionSalesService (and the sales); the fund-a-need and its gifts
 * (FundANeedService, exported for the stream's thermometer), guest and check-in bidder numbers, close now, extend
 * and item photos.
 */
@Module({
  imports: [TournamentModule, EventTeamModule, MailModule, PaymentsModule, FundraisingModule, CheckInEventsModule],
  controllers: [AuctionController, AuctionCheckoutController, FundANeedController, AuctionBiddersController, AuctionControlsController],
  providers: [
    AuctionRepository,
    AuctionService,
    AuctionOutbidMail,
    AuctionWinsRepository,
    AuctionWonMail,
    AuctionSettlementService,
    AuctionSalesService,
    AuctionCloseJob,
    AuctionBillService,
    AuctionCheckoutService,
    AuctionOfferService,
    AuctionBiddersRepository,
    AuctionBiddersService,
    FundANeedRepository,
    FundANeedService,
    AuctionControlsRepository,
    AuctionControlsService,
    AuctionPhotoStore,
    AuctionOutbidNoticesRepository,
  ],
  exports: [AuctionService, AuctionSalesService, FundANeedService],
})
export class AuctionModule {}
