import { Module } from '@nestjs/common';
import { EventTeamModule } from '../event-team/event-team.module';
import { MailModule } from '../mail/mail.module';
import { TournamentModule } from '../tournament/tournament.module';
import { AuctionOutbidMail } from './auction-outbid.mail';
import { AuctionController } from './auction.controller';
import { AuctionRepository } from './auction.repository';
import { AuctionService } from './auction.service';

/**
 * The silent auction: items, settings, bidder numbers and bids. Owns auction_settings, auction_items,
 * bidder_numbers and auction_bids; exports AuctionService (the live stream reads the public items).
 */
@Module({
  imports: [TournamentModule, EventTeamModule, MailModule],
  controllers: [AuctionController],
  providers: [AuctionRepository, AuctionService, AuctionOutbidMail],
  exports: [AuctionService],
})
export class AuctionModule {}
