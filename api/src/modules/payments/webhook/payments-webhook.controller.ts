import { Controller, Headers, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../../common/auth';
import type { PaymentWebhookReply } from '@fairway/contracts/payment';
import { PaymentsWebhookService } from './payments-webhook.service';

@Controller('payments')
export class PaymentsWebhookController {
  constructor(private readonly webhook: PaymentsWebhookService) {}

  /** Stripe's (or the test provider's) events; the signature over the raw body is the only credential. */
  @Public()
  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  receive(@Req() request: Request, @Headers('stripe-signature') signature: string | undefined): Promise<PaymentWebhookReply> {
    const body: unknown = request.body;
    return this.webhook.receive(Buffer.isBuffer(body) ? body : Buffer.alloc(0), signature);
  }
}
