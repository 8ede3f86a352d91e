import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import {
  type ContestEntry,
  type ContestEntryInput,
  contestEntryInput,
  type ContestEntryParams,
  type ContestEntryResponse,
  type ContestIdParams,
} from '@fairway/contracts/contest';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { ContestEntryService } from './contest-entry.service';
import { ContestEntryParam, ContestIdParam } from './contest-params.decorator';
import { entryReply } from './entry-reply';

/** Entries made by signed-in users: a team member's own measurement, and the organiser's voids. */
@Controller('contests/:contestId/entries')
export class ContestEntryController {
  constructor(private readonly entries: ContestEntryService) {}

  @Get()
  list(@ContestIdParam() { contestId }: ContestIdParams, @CurrentUser() user: AuthUser): Promise<ContestEntry[]> {
    return this.entries.listForAdmin(contestId, user);
  }

  /** 201 when stored, 200 for a replay (see entryReply). */
  @Post()
  async enter(
    @ContestIdParam() { contestId }: ContestIdParams,
    @Body(new ZodValidationPipe(contestEntryInput)) input: ContestEntryInput,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContestEntryResponse> {
    return entryReply(await this.entries.recordFromPlayer(contestId, input, user), response);
  }

  @Post(':entryId/void')
  @HttpCode(200)
  void(@ContestEntryParam() { contestId, entryId }: ContestEntryParams, @CurrentUser() user: AuthUser): Promise<ContestEntryResponse> {
    return this.entries.voidByAdmin(contestId, entryId, user);
  }
}
