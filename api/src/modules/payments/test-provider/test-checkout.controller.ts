import { Body, Controller, Get, HttpStatus, Param, Post, Res } from '@nestjs/common';
import {
  type CheckoutSessionParams,
  checkoutSessionParams,
  type TestCheckoutAuthenticationInput,
  testCheckoutAuthenticationInput,
  type TestCheckoutCardInput,
  testCheckoutCardInput,
} from '@fairway/contracts/payment';
import type { Response } from 'express';
import { Public } from '../../../common/auth';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { checkoutNotFound } from '../payments.exception';
import { renderTestCheckout } from './test-checkout-page';
import { TestCheckoutProvider, type TestCheckoutStep } from './test-checkout.provider';

/**
 * The built-in test provider's checkout page (public: the session id in the link is the buyer's key, as on
 * Stripe's hosted page). Plain HTML forms, so it works on any phone without the app's scripts.
 */
@Controller('payments/test-checkout/:sessionId')
export class TestCheckoutController {
  constructor(private readonly provider: TestCheckoutProvider) {}

  @Public()
  @Get()
  async page(@Param(new ZodValidationPipe(checkoutSessionParams)) { sessionId }: CheckoutSessionParams, @Res() response: Response): Promise<void> {
    this.answer(response, await this.provider.view(sessionId), true);
  }

  @Public()
  @Post('pay')
  async pay(
    @Param(new ZodValidationPipe(checkoutSessionParams)) { sessionId }: CheckoutSessionParams,
    @Body(new ZodValidationPipe(testCheckoutCardInput)) { card }: TestCheckoutCardInput,
    @Res() response: Response,
  ): Promise<void> {
    this.answer(response, await this.provider.pay(sessionId, card));
  }

  @Public()
  @Post('authenticate')
  async authenticate(
    @Param(new ZodValidationPipe(checkoutSessionParams)) { sessionId }: CheckoutSessionParams,
    @Body(new ZodValidationPipe(testCheckoutAuthenticationInput)) { result }: TestCheckoutAuthenticationInput,
    @Res() response: Response,
  ): Promise<void> {
    this.answer(response, await this.provider.authenticate(sessionId, result === 'confirm'));
  }

  @Public()
  @Post('cancel')
  async cancel(@Param(new ZodValidationPipe(checkoutSessionParams)) { sessionId }: CheckoutSessionParams, @Res() response: Response): Promise<void> {
    const step = await this.provider.cancel(sessionId);
    if (!step) throw checkoutNotFound();
    response.redirect(HttpStatus.SEE_OTHER, step.session.cancelUrl);
  }

  private answer(response: Response, step: TestCheckoutStep | null, read = false): void {
    if (!step) throw checkoutNotFound();
    if (step.step === 'paid') return response.redirect(HttpStatus.SEE_OTHER, step.redirect);
    const status = step.step === 'closed' && !read ? HttpStatus.CONFLICT : step.step === 'form' && step.message ? HttpStatus.PAYMENT_REQUIRED : HttpStatus.OK;
    response
      .status(status)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'")
      .send(renderTestCheckout(step));
  }
}
