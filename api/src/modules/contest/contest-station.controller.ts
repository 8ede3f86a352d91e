import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  type ContestEntryInput,
  contestEntryInput,
  type ContestEntryParams,
  type ContestEntryResponse,
  type ContestIdParams,
  type ContestStation,
  type ContestStationParams,
  contestStationParams,
  type CreatedStation,
  type StationInput,
  stationInput,
  type StationView,
} from '@fairway/contracts/contest';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { ContestEntryService } from './contest-entry.service';
import { type Station, ContestStationService } from './contest-station.service';
import { CurrentStation } from './station-token.guard';
import { ContestEntryParam, ContestIdParam, StationRoute } from './contest-params.decorator';
import { entryReply } from './entry-reply';

/** Station links (the organiser makes and revokes them) and what a station does with its token. */
@Controller('contests/:contestId')
export class ContestStationController {
  constructor(
    private readonly stations: ContestStationService,
    private readonly entries: ContestEntryService,
  ) {}

  @Post('stations')
  create(
    @ContestIdParam() { contestId }: ContestIdParams,
    @Body(new ZodValidationPipe(stationInput)) input: StationInput,
    @CurrentUser() user: AuthUser,
  ): Promise<CreatedStation> {
    return this.stations.create(contestId, input, user);
  }

  @Get('stations')
  list(@ContestIdParam() { contestId }: ContestIdParams, @CurrentUser() user: AuthUser): Promise<ContestStation[]> {
    return this.stations.list(contestId, user);
  }

  @Delete('stations/:stationId')
  @HttpCode(204)
  revoke(@Param(new ZodValidationPipe(contestStationParams)) { contestId, stationId }: ContestStationParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.stations.revoke(contestId, stationId, user);
  }

  @StationRoute()
  @Get('station')
  view(@ContestIdParam() { contestId }: ContestIdParams): Promise<StationView> {
    return this.entries.stationView(contestId);
  }

  /** 201 when stored, 200 for a replay (see entryReply). */
  @StationRoute()
  @Post('station/entries')
  async enter(
    @ContestIdParam() { contestId }: ContestIdParams,
    @Body(new ZodValidationPipe(contestEntryInput)) input: ContestEntryInput,
    @CurrentStation() station: Station,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContestEntryResponse> {
    return entryReply(await this.entries.recordFromStation(contestId, input, station), response);
  }

  @StationRoute()
  @Post('station/entries/:entryId/confirm')
  @HttpCode(200)
  confirm(@ContestEntryParam() { contestId, entryId }: ContestEntryParams, @CurrentStation() station: Station): Promise<ContestEntryResponse> {
    return this.entries.confirm(contestId, entryId, station);
  }

  @StationRoute()
  @Post('station/entries/:entryId/void')
  @HttpCode(200)
  void(@ContestEntryParam() { contestId, entryId }: ContestEntryParams, @CurrentStation() station: Station): Promise<ContestEntryResponse> {
    return this.entries.voidByStation(contestId, entryId, station);
  }
}
