import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  checkoutInput,
  type CheckoutInput,
  type CheckoutResponse,
  type Quote,
  quoteInput,
  type QuoteInput,
  type RegistrationConfirmation,
  type RegistrationPage,
  type RegistrationTokenParams,
} from '@fairway/contracts/registration';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { CallerOrigin } from '../../common/request-origin/request-origin';
import { RegistrationCheckoutService } from './registration-checkout.service';
import { RegistrationOwnService } from './registration-own.service';
import { RegistrationPageService } from './registration-page.service';
import { RegistrationTokenPipe } from './registration-token.pipe';

/** Public: the registration page, its prices and the checkout (no account needed; a signed-in buyer captains the team). */
@Controller('tournaments/:id/registration')
export class RegistrationController {
  constructor(
    private readonly page: RegistrationPageService,
    private readonly checkouts: RegistrationCheckoutService,
  ) {}

  @Public()
  @Get()
  read(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<RegistrationPage> {
    return this.page.page(id);
  }

  @Public()
  @Post('quote')
  @HttpCode(HttpStatus.OK)
  quote(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @Body(new ZodValidationPipe(quoteInput)) input: QuoteInput): Promise<Quote> {
    return this.page.quote(id, input);
  }

  @Public()
  @WriteLimit('registration')
  @Post('checkout')
  checkout(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(checkoutInput)) input: CheckoutInput,
    @CurrentUser() user: AuthUser | null,
    @CallerOrigin() origin: string | undefined,
  ): Promise<CheckoutResponse> {
    return this.checkouts.checkout(id, input, user, origin);
  }
}

/** What the holder of a registration's link may read and do: the token in the link is the key. */
@Controller('registrations/:token')
export class OwnRegistrationController {
  constructor(
    private readonly own: RegistrationOwnService,
    private readonly checkouts: RegistrationCheckoutService,
  ) {}

  @Public()
  @Get()
  read(@Param(RegistrationTokenPipe) { token }: RegistrationTokenParams): Promise<RegistrationConfirmation> {
    return this.own.read(token);
  }

  @Public()
  @Get('calendar.ics')
  async calendar(@Param(RegistrationTokenPipe) { token }: RegistrationTokenParams, @Res({ passthrough: true }) response: Response): Promise<string> {
    const file = await this.own.calendar(token);
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Content-Disposition', 'attachment; filename="tournament.ics"');
    return file;
  }

  @Public()
  @WriteLimit('registration')
  @Post('checkout')
  payOffer(@Param(RegistrationTokenPipe) { token }: RegistrationTokenParams, @CallerOrigin() origin: string | undefined): Promise<CheckoutResponse> {
    return this.checkouts.payOffer(token, origin);
  }

  @Public()
  @WriteLimit('registration')
  @Post('cancel')
  @HttpCode(HttpStatus.OK)
  withdraw(@Param(RegistrationTokenPipe) { token }: RegistrationTokenParams): Promise<RegistrationConfirmation> {
    return this.own.withdraw(token);
  }
}
