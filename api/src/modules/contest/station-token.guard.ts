import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { contestIdParams, stationTokenHeader } from '@fairway/contracts/contest';
import { contestNotFound, stationTokenMissing } from './contest.exception';
import { type Station, ContestStationService } from './contest-station.service';

interface StationRequest {
  headers: Record<string, string | string[] | undefined>;
  params: Record<string, string>;
  station?: Station;
}

/**
 * Station routes: the token goes in the X-Station-Token header, never in the path, so it stays out of proxy
 * and server logs and of the Referer header (a link can carry it after `#`, which browsers never send).
 */
@Injectable()
export class StationTokenGuard implements CanActivate {
  constructor(private readonly stations: ContestStationService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StationRequest>();
    const header = request.headers[stationTokenHeader];
    const token = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!token) throw stationTokenMissing();
    const params = contestIdParams.safeParse(request.params);
    if (!params.success) throw contestNotFound();
    request.station = await this.stations.authenticate(params.data.contestId, token);
    return true;
  }
}

/** The station StationTokenGuard proved. */
export const CurrentStation = createParamDecorator((_data: unknown, context: ExecutionContext): Station => {
  return context.switchToHttp().getRequest<StationRequest>().station!;
});
