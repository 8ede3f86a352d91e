import { Module } from '@nestjs/common';
import { EventTeamModule } from '../event-team/event-team.module';
import { MailModule } from '../mail/mail.module';
import { PaymentsModule } from '../payments/payments.module';
import { ScoreDataModule } from '../score/score-data.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { AddOnController } from './add-ons/add-on.controller';
import { AddOnRepository } from './add-ons/add-on.repository';
import { AddOnService } from './add-ons/add-on.service';
import { CharityController } from './charity.controller';
import { CharityService } from './charity.service';
import { CloseOutNamesService } from './close-out/close-out-names.service';
import { CloseOutController } from './close-out/close-out.controller';
import { CloseOutRepository } from './close-out/close-out.repository';
import { CloseOutService } from './close-out/close-out.service';
import { FundraisingCopyRepository } from './clone/fundraising-copy.repository';
import { FundraisingCopyService } from './clone/fundraising-copy.service';
import { CardGiftOutcomeService } from './gifts/card-gift-outcome.service';
import { CardGiftRepository } from './gifts/card-gift.repository';
import { CardGiftService } from './gifts/card-gift.service';
import { GiftController } from './gifts/gift.controller';
import { GiftReceiptController } from './gifts/gift-receipt.controller';
import { GiftService } from './gifts/gift.service';
import { LedgerController } from './ledger/ledger.controller';
import { LedgerRepository } from './ledger/ledger.repository';
import { LedgerService } from './ledger/ledger.service';
import { BirdiePledgeController } from './pledges/birdie-pledge.controller';
import { BirdiePledgeRepository } from './pledges/birdie-pledge.repository';
import { BirdiePledgeService } from './pledges/birdie-pledge.service';
import { SponsorLogoStore } from './sponsors/sponsor-logo.store';
import { SponsorController } from './sponsors/sponsor.controller';
import { SponsorRepository } from './sponsors/sponsor.repository';
import { SponsorService } from './sponsors/sponsor.service';

/**
 * Fundraising: the charity (its goal, PayPal link and progress) and the money raised for it: the ledger (whose
 * received sum is the raised amount), guests' gifts, sponsors, add-ons and birdie pledges. Owns their tables;
 * only the tournament admin records money.
 */
@Module({
  imports: [TournamentModule, TeamModule, ScoreDataModule, PaymentsModule, MailModule, EventTeamModule],
  controllers: [
    CharityController,
    LedgerController,
    GiftController,
    GiftReceiptController,
    SponsorController,
    AddOnController,
    BirdiePledgeController,
    CloseOutController,
  ],
  providers: [
    CharityService,
    LedgerRepository,
    LedgerService,
    GiftService,
    CardGiftRepository,
    CardGiftService,
    CardGiftOutcomeService,
    SponsorRepository,
    SponsorService,
    SponsorLogoStore,
    AddOnRepository,
    AddOnService,
    BirdiePledgeRepository,
    BirdiePledgeService,
    CloseOutRepository,
    CloseOutNamesService,
    CloseOutService,
    FundraisingCopyRepository,
    FundraisingCopyService,
  ],
  exports: [LedgerService, SponsorService, AddOnService, FundraisingCopyService, CardGiftService],
})
export class FundraisingModule {}
