import { Body, Controller, Param, Post } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import { cloneTournamentInput, type CloneTournamentInput, type CloneTournamentResponse } from '@fairway/contracts/organisation';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { OrganisationCloneService } from './organisation-clone.service';

@Controller('tournaments/:id')
export class OrganisationCloneController {
  constructor(private readonly clones: OrganisationCloneService) {}

  /** Next year's event from this one: settings, not the day's people, scores or money. */
  @Post('clone')
  @WriteLimit('tournamentCreate')
  clone(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(cloneTournamentInput)) input: CloneTournamentInput,
    @CurrentUser() user: AuthUser,
  ): Promise<CloneTournamentResponse> {
    return this.clones.clone(id, input, user);
  }
}
