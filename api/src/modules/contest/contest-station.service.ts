import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { limits } from '@fairway/contracts';
import type { ContestStation, CreatedStation, StationInput } from '@fairway/contracts/contest';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { assertTournamentAdmin } from '../tournament/tournament-admin';
import { ContestService } from './contest.service';
import { stationNotFound, stationTokenInvalid, stationWrongContest, tooMany } from './contest.exception';
import { newStationToken, stationTokenHash } from './station-token';

interface StationRow {
  id: string;
  contest_id: string;
  label: string;
  created_at: Date;
  revoked_at: Date | null;
}

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

const STATION_COLUMNS = 'id, contest_id, label, created_at, revoked_at';

/** The contest_stations table: links that let a volunteer without an account record one contest's entries. */
@Injectable()
export class ContestStationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contests: ContestService,
  ) {}

  /** Tournament admin only. The token is answered here once and never again. */
  create(contestId: string, { label }: StationInput, user: AuthUser): Promise<CreatedStation> {
    return this.dataSource.transaction(async (manager) => {
      // Locked, so two admins' creates cannot both pass the count.
      const { tournament } = await this.contests.load(contestId, manager, true);
      assertTournamentAdmin(user, tournament, 'make station links');
      const [{ count } = { count: 0 }]: Array<{ count: number }> = await manager.query(
        'SELECT count(*)::int AS count FROM contest_stations WHERE contest_id = $1 AND revoked_at IS NULL',
        [contestId],
      );
      if (count >= limits.contests.maxStationsPerContest) throw tooMany('tooManyStations');
      const token = newStationToken();
      const [row]: StationRow[] = await manager.query(
        `INSERT INTO contest_stations (contest_id, token_hash, label) VALUES ($1, $2, $3) RETURNING ${STATION_COLUMNS}`,
        [contestId, stationTokenHash(token), label],
      );
      return { ...toStation(row!), token };
    });
  }

  async list(contestId: string, user: AuthUser): Promise<ContestStation[]> {
    await this.contests.loadForAdmin(contestId, user, 'see station links');
    const rows: StationRow[] = await this.dataSource.query(`SELECT ${STATION_COLUMNS} FROM contest_stations WHERE contest_id = $1 ORDER BY created_at`, [
      contestId,
    ]);
    return rows.map(toStation);
  }

  /** The link stops working at once; revoking twice keeps the first time. */
  async revoke(contestId: string, stationId: string, user: AuthUser): Promise<void> {
    await this.contests.loadForAdmin(contestId, user, 'revoke station links');
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `WITH revoked AS (UPDATE contest_stations SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 AND contest_id = $2 RETURNING id)
       SELECT id FROM revoked`,
      [stationId, contestId],
    );
    if (rows.length === 0) throw stationNotFound();
  }

  /** 401 for an unknown or revoked token, 403 for a live token of another contest. */
  async authenticate(contestId: string, token: string): Promise<Station> {
    const station = await this.stationOfToken(token);
    if (station.contestId !== contestId) throw stationWrongContest();
    return station;
  }

  /** The station a link's token belongs to (the link carries only the token); a revoked one is refused. */
  async stationOfToken(token: string): Promise<Station> {
    const [row]: StationRow[] = await this.dataSource.query(`SELECT ${STATION_COLUMNS} FROM contest_stations WHERE token_hash = $1`, [stationTokenHash(token)]);
    if (!row || row.revoked_at) throw stationTokenInvalid();
    return { id: row.id, contestId: row.contest_id, label: row.label };
  }
}
