import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { tournamentIdParams, type TournamentIdParams } from '@fairway/contracts';
import { type Contest, type ContestAuditItem, type ContestIdParams, type ContestInput, contestInput, type ContestsResponse } from '@fairway/contracts/contest';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { ContestService } from './contest.service';
import { ContestEntryService } from './contest-entry.service';
import { ContestIdParam } from './contest-params.decorator';

/** The organiser's contest holes, and the public list with each division's leader. */
@Controller()
export class ContestController {
  constructor(
    private readonly contests: ContestService,
    private readonly entries: ContestEntryService,
  ) {}

  @Public()
  @Get('tournaments/:tournamentId/contests')
  list(@Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams): Promise<ContestsResponse> {
    return this.contests.listForTournament(tournamentId);
  }

  @Post('tournaments/:tournamentId/contests')
  create(
    @Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams,
    @Body(new ZodValidationPipe(contestInput)) input: ContestInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Contest> {
    return this.contests.create(tournamentId, input, user);
  }

  @Public()
  @Get('contests/:contestId')
  get(@ContestIdParam() { contestId }: ContestIdParams): Promise<Contest> {
    return this.contests.get(contestId);
  }

  @Put('contests/:contestId')
  replace(
    @ContestIdParam() { contestId }: ContestIdParams,
    @Body(new ZodValidationPipe(contestInput)) input: ContestInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Contest> {
    return this.contests.replace(contestId, input, user);
  }

  @Delete('contests/:contestId')
  @HttpCode(204)
  remove(@ContestIdParam() { contestId }: ContestIdParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.contests.remove(contestId, user);
  }

  @Get('contests/:contestId/audit')
  audit(@ContestIdParam() { contestId }: ContestIdParams, @CurrentUser() user: AuthUser): Promise<ContestAuditItem[]> {
    return this.entries.audit(contestId, user);
  }
}
