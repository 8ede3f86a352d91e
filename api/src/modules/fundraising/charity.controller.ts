import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import {
  type CharityUpdateResponse,
  type IdParams,
  idParams,
  type RaisedByTeamResponse,
  type UpdateCharityGoalInput,
  updateCharityGoalInput,
  type UpdateCharityPaypalInput,
  updateCharityPaypalInput,
  type UpdateCharityRaisedInput,
  updateCharityRaisedInput,
} from '@fairway/contracts';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { CharityService } from './charity.service';

@Controller('tournaments/:id')
export class CharityController {
  constructor(private readonly charityService: CharityService) {}

  @Patch('charity-goal')
  updateGoal(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(updateCharityGoalInput)) input: UpdateCharityGoalInput,
    @CurrentUser() user: AuthUser,
  ): Promise<CharityUpdateResponse> {
    return this.charityService.updateGoal(id, input, user);
  }

  @Patch('charity-raised')
  updateRaised(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(updateCharityRaisedInput)) input: UpdateCharityRaisedInput,
    @CurrentUser() user: AuthUser,
  ): Promise<CharityUpdateResponse> {
    return this.charityService.updateRaised(id, input, user);
  }

  @Patch('charity-paypal')
  updatePaypalLink(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(updateCharityPaypalInput)) input: UpdateCharityPaypalInput,
    @CurrentUser() user: AuthUser,
  ): Promise<CharityUpdateResponse> {
    return this.charityService.updatePaypalLink(id, input, user);
  }

  @Public()
  @Get('raised-by-team')
  raisedByTeam(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<RaisedByTeamResponse> {
    return this.charityService.raisedByTeam(id);
  }
}
