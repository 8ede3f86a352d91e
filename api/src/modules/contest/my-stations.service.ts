import { Injectable } from '@nestjs/common';
import type { MyStationsResponse } from '@fairway/contracts/contest';
import { can } from '@fairway/contracts/event-team';
import { myStationPath } from '@fairway/contracts/remotes';
import type { AuthUser } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import { ContestService } from './contest.service';

/** The stations a signed-in person opens with their own account: a contest volunteer's contests, or all for the organisers. */
@Injectable()
export class MyStationsService {
  constructor(
    private readonly contests: ContestService,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
  ) {}

  /** 404 for an unknown tournament; 403 for a caller without a station role there (a revoked volunteer is told so). */
  async list(tournamentId: string, user: AuthUser): Promise<MyStationsResponse> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    const role = await this.access.require(user, tournament, 'stations.own', 'open contest stations');
    const { contestIds } = await this.access.accessOf(user, tournament);
    const contests = (await this.contests.listForTournament(tournamentId)).filter((contest) => can(role, 'stations.all') || contestIds.includes(contest.id));
    return {
      stations: contests.map((contest) => ({
        contestId: contest.id,
        hole: contest.hole,
        kind: contest.kind,
        title: contest.title,
        sponsorName: contest.sponsorName,
        stationPath: myStationPath(tournamentId, contest.id),
      })),
    };
  }
}
