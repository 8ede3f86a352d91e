import { Controller, Get, Headers } from '@nestjs/common';
import { stationTokenHeader, type StationView } from '@fairway/contracts/contest';
import { Public } from '../../common/auth';
import { ContestEntryService } from './contest-entry.service';
import { ContestStationService } from './contest-station.service';
import { stationTokenMissing } from './contest.exception';

/** A volunteer's link holds only its token: this finds the one contest the token is for, and its station view. */
@Controller('station')
export class StationLinkController {
  constructor(
    private readonly stations: ContestStationService,
    private readonly entries: ContestEntryService,
  ) {}

  @Public()
  @Get()
  async view(@Headers(stationTokenHeader) header: string | undefined): Promise<StationView> {
    const token = header?.trim();
    if (!token) throw stationTokenMissing();
    const station = await this.stations.stationOfToken(token);
    return this.entries.stationView(station.contestId);
  }
}
