import { applyDecorators, Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  earliestCalendarDate,
  createTournamentInputFor,
  type IdParams,
  idParams,
  type Tournament,
  type TournamentRecord,
  type TournamentsQuery,
  tournamentsQuery,
  type UpdateTournamentInput,
  updateTournamentInput,
} from '@fairway/contracts';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentMembershipReader } from '../team/tournament-membership.reader';
import { mustBeSignedInToCreate } from './tournament.exception';
import { toCallerTournament } from './tournament.mapper';
import { TournamentService } from './tournament.service';

/**
 * Every answer here is the caller's own view (myRole, canManage, isMember, the admin's account id for the admin only):
 * no cache between the API and the caller may keep one caller's answer for another.
 */
const CallerView = () => applyDecorators(Header('Cache-Control', 'private, no-cache'), Header('Vary', 'Authorization'));

@Controller('tournaments')
export class TournamentController {
  constructor(
    private readonly tournamentService: TournamentService,
    private readonly membership: TournamentMembershipReader,
    private readonly access: EventAccessService,
  ) {}

  private async forCaller(records: TournamentRecord[], caller: AuthUser | null): Promise<Tournament[]> {
    const [playedIn, roles] = await Promise.all([
      this.membership.tournamentsPlayedIn(
        caller,
        records.map((record) => record.id),
      ),
      this.access.rolesOn(caller, records),
    ]);
    return records.map((record) => toCallerTournament(record, caller, playedIn.has(record.id), roles.get(record.id) ?? null));
  }

  private async oneForCaller(record: TournamentRecord, caller: AuthUser | null): Promise<Tournament> {
    const [tournament] = await this.forCaller([record], caller);
    return tournament!;
  }

  @Public()
  @Get()
  @CallerView()
  async list(
    @Query(new ZodValidationPipe(tournamentsQuery)) query: TournamentsQuery,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() caller: AuthUser | null,
  ): Promise<Tournament[]> {
    const { tournaments: records, total } = await this.tournamentService.list(query);
    const tournaments = await this.forCaller(records, caller);
    response.setHeader('X-Total-Count', String(total));
    const next = query.offset + tournaments.length;
    if (next < total) response.setHeader('Link', `<${request.baseUrl}${request.path}?limit=${query.limit}&offset=${next}>; rel="next"`);
    return tournaments;
  }

  @Public()
  @Get('active')
  @CallerView()
  async listActive(@CurrentUser() caller: AuthUser | null): Promise<Tournament[]> {
    return this.forCaller(await this.tournamentService.listActiveToday(), caller);
  }

  @Public()
  @Get(':id')
  @CallerView()
  async get(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() caller: AuthUser | null): Promise<Tournament> {
    return this.oneForCaller(await this.tournamentService.get(id), caller);
  }

  // Public at the guard only so a visitor gets "Must be signed in to create tournaments"; a bad token is still refused there.
  // The body is checked after sign-in; the date against the earliest day on Earth here, the venue's day in the service.
  @Public()
  @Post()
  @WriteLimit('tournamentCreate')
  async create(@Body() body: unknown, @CurrentUser() user: AuthUser | null): Promise<Tournament> {
    if (!user) throw mustBeSignedInToCreate();
    const input = new ZodValidationPipe(createTournamentInputFor(earliestCalendarDate())).transform(body);
    return this.oneForCaller(await this.tournamentService.create(input, user), user);
  }

  @Patch(':id')
  async update(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(updateTournamentInput)) input: UpdateTournamentInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Tournament> {
    return this.oneForCaller(await this.tournamentService.update(id, input, user), user);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.tournamentService.remove(id, user);
  }
}
