import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  earliestCalendarDate,
  createTournamentInputFor,
  type IdParams,
  idParams,
  type Tournament,
  type TournamentsQuery,
  tournamentsQuery,
  type UpdateTournamentInput,
  updateTournamentInput,
} from '@fairway/contracts';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { mustBeSignedInToCreate } from './tournament.exception';
import { TournamentService } from './tournament.service';

@Controller('tournaments')
export class TournamentController {
  constructor(private readonly tournamentService: TournamentService) {}

  @Public()
  @Get()
  async list(
    @Query(new ZodValidationPipe(tournamentsQuery)) query: TournamentsQuery,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Tournament[]> {
    const { tournaments, total } = await this.tournamentService.list(query);
    response.setHeader('X-Total-Count', String(total));
    const next = query.offset + tournaments.length;
    if (next < total) response.setHeader('Link', `<${request.baseUrl}${request.path}?limit=${query.limit}&offset=${next}>; rel="next"`);
    return tournaments;
  }

  @Public()
  @Get('active')
  listActive(): Promise<Tournament[]> {
    return this.tournamentService.listActiveToday();
  }

  @Public()
  @Get(':id')
  get(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<Tournament> {
    return this.tournamentService.get(id);
  }

  // Public at the guard only so a visitor gets "Must be signed in to create tournaments"; a bad token is still refused there.
  // The body is checked after sign-in; the date against the earliest day on Earth here, the venue's day in the service.
  @Public()
  @Post()
  @WriteLimit('tournamentCreate')
  create(@Body() body: unknown, @CurrentUser() user: AuthUser | null): Promise<Tournament> {
    if (!user) throw mustBeSignedInToCreate();
    const input = new ZodValidationPipe(createTournamentInputFor(earliestCalendarDate())).transform(body);
    return this.tournamentService.create(input, user);
  }

  @Patch(':id')
  update(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(updateTournamentInput)) input: UpdateTournamentInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Tournament> {
    return this.tournamentService.update(id, input, user);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.tournamentService.remove(id, user);
  }
}
