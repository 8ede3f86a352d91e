import { Controller, Get, Param } from '@nestjs/common';
import { idParams, type IdParams } from '@fairway/contracts';
import type { ResultsState } from '@fairway/contracts/field-message';
import { type AuthUser, CurrentUser } from '../../../common/auth';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { ResultsService } from './results.service';

@Controller('tournaments/:id/messages/results')
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  @Get()
  read(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<ResultsState> {
    return this.results.read(id, user);
  }
}
