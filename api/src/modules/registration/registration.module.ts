import { Module } from '@nestjs/common';
import { EventTeamModule } from '../event-team/event-team.module';
import { FundraisingModule } from '../fundraising/fundraising.module';
import { MailModule } from '../mail/mail.module';
import { PaymentsModule } from '../payments/payments.module';
import { ScoreDataModule } from '../score/score-data.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { OwnRegistrationController, RegistrationController } from './registration.controller';
import { RegistrationCheckoutService } from './registration-checkout.service';
import { RegistrationCopyRepository } from './registration-copy.repository';
import { RegistrationCopyService } from './registration-copy.service';
import { RegistrationDeskController } from './registration-desk.controller';
import { RegistrationDeskService } from './registration-desk.service';
import { RegistrationFulfilmentService } from './registration-fulfilment.service';
import { RegistrationLinks } from './registration-links';
import { RegistrationOutcomeService } from './registration-outcome.service';
import { RegistrationOwnService } from './registration-own.service';
import { RegistrationPageService } from './registration-page.service';
import { RegistrationPlacesService } from './registration-places.service';
import { RegistrationRepository } from './registration.repository';
import { RegistrationSettingsController } from './registration-settings.controller';
import { RegistrationSettingsRepository } from './registration-settings.repository';
import { RegistrationSettingsService } from './registration-settings.service';
import { RegistrationSweeper } from './registration-sweeper';
import { RegistrationTeammatesController } from './registration-teammates.controller';
import { RegistrationTeammatesService } from './registration-teammates.service';

/**
 * Registration before the day: settings, products, promo codes, waiver, questions, the checkout with its held
 * places and waitlist, the payment provider's outcomes, and the organiser's registrations and walk-ups. Owns the
 * registration tables; teams, money, sponsors, add-ons, payments and e-mail go through their modules' services.
 */
@Module({
  imports: [TournamentModule, TeamModule, ScoreDataModule, FundraisingModule, PaymentsModule, MailModule, EventTeamModule],
  controllers: [RegistrationSettingsController, RegistrationController, OwnRegistrationController, RegistrationDeskController, RegistrationTeammatesController],
  providers: [
    RegistrationSettingsRepository,
    RegistrationRepository,
    RegistrationLinks,
    RegistrationPlacesService,
    RegistrationFulfilmentService,
    RegistrationCheckoutService,
    RegistrationPageService,
    RegistrationOwnService,
    RegistrationDeskService,
    RegistrationSettingsService,
    RegistrationOutcomeService,
    RegistrationSweeper,
    RegistrationTeammatesService,
    RegistrationCopyRepository,
    RegistrationCopyService,
  ],
  exports: [RegistrationCopyService],
})
export class RegistrationModule {}
