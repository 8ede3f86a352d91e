import { Controller, Get, Param } from '@nestjs/common';
import { tournamentIdParams, type TournamentIdParams } from '@fairway/contracts';
import type { MyStationsResponse } from '@fairway/contracts/contest';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { MyStationsService } from './my-stations.service';

/** A contest volunteer's own stations on a tournament (signed in; the station token links are apart from this). */
@Controller('tournaments/:tournamentId/my-stations')
export class MyStationsController {
  constructor(private readonly stations: MyStationsService) {}

  @Get()
  list(@Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams, @CurrentUser() user: AuthUser): Promise<MyStationsResponse> {
    return this.stations.list(tournamentId, user);
  }
}
