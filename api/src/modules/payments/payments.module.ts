import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { EventTeamModule } from '../event-team/event-team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentsController } from './payments.controller';
import { PaymentsMetrics } from './payments-metrics';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { StripeProvider } from './stripe/stripe.provider';
import { TestCheckoutController } from './test-provider/test-checkout.controller';
import { TestCheckoutProvider } from './test-provider/test-checkout.provider';
import { TestCheckoutRepository } from './test-provider/test-checkout.repository';
import { TestEventDelivery } from './test-provider/test-event-delivery';
import { PaymentsWebhookController } from './webhook/payments-webhook.controller';
import { PaymentsWebhookService } from './webhook/payments-webhook.service';

/** Stripe when both its keys are set; else the built-in test provider when PAYMENTS_TEST_PROVIDER=true; else none. */
function chooseProvider(config: AppConfig, testProvider: TestCheckoutProvider): PaymentProvider | null {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) return new StripeProvider(config);
  return config.PAYMENTS_TEST_PROVIDER ? testProvider : null;
}

/**
 * Online payment: checkouts at one provider, the verified webhook that tells their outcomes to the module
 * that asked (registration, donations), and refunds. Other modules use the exported PaymentsService.
 */
@Module({
  imports: [TournamentModule, EventTeamModule],
  controllers: [PaymentsController, PaymentsWebhookController, TestCheckoutController],
  providers: [
    PaymentsService,
    PaymentsRepository,
    PaymentsMetrics,
    PaymentsWebhookService,
    TestCheckoutProvider,
    TestCheckoutRepository,
    TestEventDelivery,
    { provide: PAYMENT_PROVIDER, inject: [APP_CONFIG, TestCheckoutProvider], useFactory: chooseProvider },
  ],
  exports: [PaymentsService],
})
export class PaymentsModule {}
