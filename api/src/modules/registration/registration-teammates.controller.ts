import { Controller, Get, Param } from '@nestjs/common';
import { type TeammateForm, teammateFormParams, type TeammateFormParams } from '@fairway/contracts/registration';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { RegistrationTeammatesService } from './registration-teammates.service';

/** Signed in: what joining a team registered online asks (its answers and waiver go with `POST /api/teams/join`). */
@Controller('registration/teammates')
export class RegistrationTeammatesController {
  constructor(private readonly teammates: RegistrationTeammatesService) {}

  /** Limited like joining: a code that answers is as good as a code that joins. */
  @Get(':inviteCode')
  @WriteLimit('join')
  read(@Param(new ZodValidationPipe(teammateFormParams)) { inviteCode }: TeammateFormParams, @CurrentUser() user: AuthUser): Promise<TeammateForm> {
    return this.teammates.form(inviteCode, user);
  }
}
