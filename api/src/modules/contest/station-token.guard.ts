import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { contestIdParams, stationTokenHeader } from '@fairway/contracts/contest';
import type { AuthUser } from '../../common/auth';
import { contestNotFound, stationTokenMissing } from './contest.exception';
import { type Station, ContestStationService } from './contest-station.service';

interface StationRequest {
  headers: Record<string, string | string[] | undefined>;
  params: Record<string, string>;
  /** Set by the global AuthGuard when the request carries an ID token, also on a public route. */
  user?: AuthUser;
  station?: Station;
}

/**
 * Station routes: the token goes in the X-Station-Token header, never in the path, so it stays out of proxy
 * and server logs and of the Referer header (a link can carry it after `#`, which browsers never send).
 * Without a token, a signed-in contest volunteer (or organiser) is the station, on their own account.
 */
@Injectable()
export class StationTokenGuard implements CanActivate {
  constructor(private readonly stations: ContestStationService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StationRequest>();
    const header = request.headers[stationTokenHeader];
    const token = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!token && !request.user) throw stationTokenMissing();
    const params = contestIdParams.safeParse(request.params);
    if (!params.success) throw contestNotFound();
    const { contestId } = params.data;
    request.station = token ? await this.stations.authenticate(contestId, token) : await this.stations.authenticateMember(contestId, request.user!);
    return true;
  }
}

/** The station StationTokenGuard proved. */
export const CurrentStation = createParamDecorator((_data: unknown, context: ExecutionContext): Station => {
  return context.switchToHttp().getRequest<StationRequest>().station!;
});
