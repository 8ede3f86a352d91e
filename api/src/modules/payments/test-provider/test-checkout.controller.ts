import { Body, Controller, Get, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import {
  type CheckoutSessionParams,
  checkoutSessionParams,
  type TestCheckoutAuthenticationInput,
  testCheckoutAuthenticationInput,
  type TestCheckoutCardInput,
  testCheckoutCardInput,
} from '@fairway/contracts/payment';
import type { Request, Response } from 'express';
import { Public } from '../../../common/auth';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { cardDeclined, checkoutClosed, checkoutNotFound } from '../payments.exception';
import { refusalText, renderTestCheckout } from './test-checkout-page';
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
    this.answer(response, await this.provider.view(sessionId));
  }

  @Public()
  @Post('pay')
  async pay(
    @Param(new ZodValidationPipe(checkoutSessionParams)) { sessionId }: CheckoutSessionParams,
    @Body(new ZodValidationPipe(testCheckoutCardInput)) { card }: TestCheckoutCardInput,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    this.answer(response, await this.provider.pay(sessionId, card), request);
  }

  @Public()
  @Post('authenticate')
  async authenticate(
    @Param(new ZodValidationPipe(checkoutSessionParams)) { sessionId }: CheckoutSessionParams,
    @Body(new ZodValidationPipe(testCheckoutAuthenticationInput)) { result }: TestCheckoutAuthenticationInput,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    this.answer(response, await this.provider.authenticate(sessionId, result === 'confirm'), request);
  }

  @Public()
  @Post('cancel')
  async cancel(@Param(new ZodValidationPipe(checkoutSessionParams)) { sessionId }: CheckoutSessionParams, @Res() response: Response): Promise<void> {
    const step = await this.provider.cancel(sessionId);
    if (!step) throw checkoutNotFound();
    response.redirect(HttpStatus.SEE_OTHER, step.session.cancelUrl);
  }

  /**
   * The next step: a redirect once paid, else the page. A refused form (declined, closed) is the page with
   * 402 or 409 for a browser, and the API's JSON error body for any other client.
   */
  private answer(response: Response, step: TestCheckoutStep | null, form?: Request): void {
    if (!step) throw checkoutNotFound();
    if (step.step === 'paid') return response.redirect(HttpStatus.SEE_OTHER, step.redirect);
    const refused = form !== undefined && (step.step === 'closed' || (step.step === 'form' && step.message !== undefined));
    if (refused && !wantsPage(form)) throw step.step === 'closed' ? checkoutClosed(refusalText(step)) : cardDeclined(refusalText(step));
    const status = !refused ? HttpStatus.OK : step.step === 'closed' ? HttpStatus.CONFLICT : HttpStatus.PAYMENT_REQUIRED;
    response
      .status(status)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'")
      .send(renderTestCheckout(step));
  }
}

/** A browser's form post asks for HTML; a client that does not gets the API's JSON error body. */
const wantsPage = (request: Request) => (request.headers.accept ?? '').includes('text/html');
