import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

/** A contest_stations row without its token's hash. */
export interface StationRow {
  id: string;
  contest_id: string;
  label: string;
  created_at: Date;
  revoked_at: Date | null;
}

const STATION_COLUMNS = 'id, contest_id, label, created_at, revoked_at';

const LIVE_STATION_COUNT = new NamedStatement<{ contestId: 'uuid' }, { count: number }>(
  'contest-stations-live-count',
  { contestId: 'uuid' },
  ({ contestId }) => `SELECT count(*)::int AS count FROM contest_stations WHERE contest_id = ${contestId} AND revoked_at IS NULL`,
);
const INSERT_STATION = new NamedStatement<{ contestId: 'uuid'; tokenHash: 'bytea'; label: 'text' }, StationRow>(
  'contest-station-insert',
  { contestId: 'uuid', tokenHash: 'bytea', label: 'text' },
  ({ contestId, tokenHash, label }) =>
    `INSERT INTO contest_stations (contest_id, token_hash, label) VALUES (${contestId}, ${tokenHash}, ${label}) RETURNING ${STATION_COLUMNS}`,
);
const STATIONS_OF_CONTEST = new NamedStatement<{ contestId: 'uuid' }, StationRow>(
  'contest-stations',
  { contestId: 'uuid' },
  ({ contestId }) => `SELECT ${STATION_COLUMNS} FROM contest_stations WHERE contest_id = ${contestId} ORDER BY created_at`,
);
const REVOKE_STATION = new NamedStatement<{ stationId: 'uuid'; contestId: 'uuid' }, { id: string }>(
  'contest-station-revoke',
  { stationId: 'uuid', contestId: 'uuid' },
  ({ stationId, contestId }) =>
    `WITH revoked AS (UPDATE contest_stations SET revoked_at = coalesce(revoked_at, now()) WHERE id = ${stationId} AND contest_id = ${contestId} RETURNING id)
       SELECT id FROM revoked`,
);
const STATION_OF_TOKEN = new NamedStatement<{ tokenHash: 'bytea' }, StationRow>(
  'contest-station-of-token',
  { tokenHash: 'bytea' },
  ({ tokenHash }) => `SELECT ${STATION_COLUMNS} FROM contest_stations WHERE token_hash = ${tokenHash}`,
);

/** The contest_stations table. Every method runs inside the caller's transaction when given its manager. */
@Injectable()
export class ContestStationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async liveCount(contestId: string, manager: EntityManager): Promise<number> {
    const [row] = await LIVE_STATION_COUNT.rows(manager, { contestId });
    return row?.count ?? 0;
  }

  async insert(contestId: string, tokenHash: Buffer, label: string, manager: EntityManager): Promise<StationRow> {
    const [row] = await INSERT_STATION.rows(manager, { contestId, tokenHash, label });
    return row!;
  }

  /** Oldest first, revoked ones included. */
  ofContest(contestId: string): Promise<StationRow[]> {
    return STATIONS_OF_CONTEST.rows(this.dataSource.manager, { contestId });
  }

  /** Revoking twice keeps the first time; false when the contest has no such station. */
  async revoke(contestId: string, stationId: string): Promise<boolean> {
    return (await REVOKE_STATION.rows(this.dataSource.manager, { stationId, contestId })).length > 0;
  }

  async ofTokenHash(tokenHash: Buffer): Promise<StationRow | undefined> {
    const [row] = await STATION_OF_TOKEN.rows(this.dataSource.manager, { tokenHash });
    return row;
  }
}
