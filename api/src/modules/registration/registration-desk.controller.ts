import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  cancelRegistrationInput,
  type CancelRegistrationInput,
  refundRegistrationInput,
  type RefundRegistrationInput,
  type Registration,
  registrationParams,
  type RegistrationParams,
  registrationsQuery,
  type RegistrationsQuery,
  type RegistrationsResponse,
  walkUpInput,
  type WalkUpInput,
} from '@fairway/contracts/registration';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { RegistrationDeskService } from './registration-desk.service';

/** The organiser's registrations (tournament admin only): list, CSV, walk-ups, cancellations, refunds. */
@Controller('tournaments/:id/registrations')
export class RegistrationDeskController {
  constructor(private readonly desk: RegistrationDeskService) {}

  @Get()
  list(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Query(new ZodValidationPipe(registrationsQuery)) query: RegistrationsQuery,
    @CurrentUser() user: AuthUser,
  ): Promise<RegistrationsResponse> {
    return this.desk.list(id, query, user);
  }

  @Get('csv')
  async csv(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const csv = await this.desk.csv(id, user);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="registrations-${id}.csv"`);
    return csv;
  }

  @Post('walk-up')
  walkUp(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(walkUpInput)) input: WalkUpInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Registration> {
    return this.desk.walkUp(id, input, user);
  }

  @Post(':registrationId/cancel')
  @HttpCode(HttpStatus.OK)
  cancel(
    @Param(new ZodValidationPipe(registrationParams)) { id, registrationId }: RegistrationParams,
    @Body(new ZodValidationPipe(cancelRegistrationInput)) input: CancelRegistrationInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Registration> {
    return this.desk.cancel(id, registrationId, input, user);
  }

  @Post(':registrationId/refund')
  @HttpCode(HttpStatus.OK)
  refund(
    @Param(new ZodValidationPipe(registrationParams)) { id, registrationId }: RegistrationParams,
    @Body(new ZodValidationPipe(refundRegistrationInput)) input: RefundRegistrationInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Registration> {
    return this.desk.refund(id, registrationId, input, user);
  }
}
