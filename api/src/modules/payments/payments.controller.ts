import { Controller, Get } from '@nestjs/common';
import type { PaymentsAvailability } from '@fairway/contracts/payment';
import { Public } from '../../common/auth';
import { PaymentsService } from './payments.service';

@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** Whether pages offer online payment (docker compose without Stripe keys: no; the desk still takes cash and cheques). */
  @Public()
  @Get('availability')
  availability(): PaymentsAvailability {
    const provider = this.payments.providerName();
    return { available: provider !== null, provider, testMode: provider === 'test' };
  }
}
