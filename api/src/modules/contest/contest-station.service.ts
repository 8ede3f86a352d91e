import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { limits } from '@fairway/contracts';
import type { ContestStation, CreatedStation, StationInput } from '@fairway/contracts/contest';
import { can } from '@fairway/contracts/event-team';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import { ContestService } from './contest.service';
import { stationNotFound, stationTokenInvalid, stationWrongContest, tooMany } from './contest.exception';
import { newStationToken, stationTokenHash } from './station-token';
import { ContestStationRepository, type StationRow } from './contest-station.repository';

/** The station a request proved it is (see StationTokenGuard). */
export interface Station {
  id: string;
  contestId: string;
  label: string;
}

const toStation = (row: StationRow): ContestStation => ({
  id: row.id,
  contestId: row.contest_id,
  label: row.label,
  createdAt: row.created_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

/** Station links: they let a volunteer without an account record one contest's entries. */
@Injectable()
export class ContestStationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ContestStationRepository,
    private readonly contests: ContestService,
    private readonly access: EventAccessService,
  ) {}

  /** Organisers only (stations.all). The token is answered here once and never again. */
  create(contestId: string, { label }: StationInput, user: AuthUser): Promise<CreatedStation> {
    return this.dataSource.transaction(async (manager) => {
      // Locked, so two admins' creates cannot both pass the count.
      const { tournament } = await this.contests.load(contestId, manager, true);
      await this.access.require(user, tournament, 'stations.all', 'make station links', manager);
      if ((await this.repository.liveCount(contestId, manager)) >= limits.contests.maxStationsPerContest) throw tooMany('tooManyStations');
      const token = newStationToken();
      const row = await this.repository.insert(contestId, stationTokenHash(token), label, manager);
      return { ...toStation(row), token };
    });
  }

  /** Organisers see every contest's links; a contest volunteer only those of the contests they were given. */
  async list(contestId: string, user: AuthUser): Promise<ContestStation[]> {
    const { tournament } = await this.contests.loadFor(contestId, user, 'stations.own', 'see station links');
    const { role, contestIds } = await this.access.accessOf(user, tournament);
    if (!can(role, 'stations.all') && !contestIds.includes(contestId)) throw stationWrongContest();
    return (await this.repository.ofContest(contestId)).map(toStation);
  }

  /** The link stops working at once; revoking twice keeps the first time. */
  async revoke(contestId: string, stationId: string, user: AuthUser): Promise<void> {
    await this.contests.loadFor(contestId, user, 'stations.all', 'revoke station links');
    if (!(await this.repository.revoke(contestId, stationId))) throw stationNotFound();
  }

  /** 401 for an unknown or revoked token, 403 for a live token of another contest. */
  async authenticate(contestId: string, token: string): Promise<Station> {
    const station = await this.stationOfToken(token);
    if (station.contestId !== contestId) throw stationWrongContest();
    return station;
  }

  /**
   * A signed-in member's own station: a contest volunteer on one of their contests, or an organiser on any.
   * Asked on every request, so a role revoked or a contest taken away is refused at once. The trail names them.
   */
  async authenticateMember(contestId: string, user: AuthUser): Promise<Station> {
    const { tournament } = await this.contests.load(contestId);
    const role = await this.access.require(user, tournament, 'stations.own', "record this contest's entries");
    if (!can(role, 'stations.all') && !(await this.access.accessOf(user, tournament)).contestIds.includes(contestId)) throw stationWrongContest();
    return { id: `member:${user.uid}`, contestId, label: user.displayName ?? user.email ?? 'Contest volunteer' };
  }

  /** The station a link's token belongs to (the link carries only the token); a revoked one is refused. */
  async stationOfToken(token: string): Promise<Station> {
    const row = await this.repository.ofTokenHash(stationTokenHash(token));
    if (!row || row.revoked_at) throw stationTokenInvalid();
    return { id: row.id, contestId: row.contest_id, label: row.label };
  }
}
