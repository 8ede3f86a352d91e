import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ActivityItem } from '@fairway/contracts/live-event';
import { DataSource } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';
import type { NewActivity } from './detect-activity';

/** An activity_items row as stored. */
export interface ActivityRow {
  id: string;
  tournamentId: string;
  kind: ActivityItem['kind'];
  title: string;
  message: string;
  teamId: string | null;
  createdAt: Date;
}

const ROW_COLUMNS = `id, tournament_id AS "tournamentId", kind, title, message, team_id AS "teamId", created_at AS "createdAt"`;

// ON CONFLICT DO NOTHING: a happening already told (replayed score, another replica) returns no row.
const INSERT_NEW = new NamedStatement<{ tournamentId: 'uuid'; items: 'jsonb' }, ActivityRow>(
  'activity-insert-new',
  { tournamentId: 'uuid', items: 'jsonb' },
  ({ tournamentId, items }) => `
  INSERT INTO activity_items (tournament_id, kind, title, message, team_id, dedupe_key, created_at)
  SELECT ${tournamentId}, kind, title, message, "teamId", "dedupeKey", clock_timestamp()
  FROM jsonb_to_recordset(${items}) AS item (kind text, title text, message text, "teamId" uuid, "dedupeKey" text)
  ON CONFLICT ON CONSTRAINT activity_items_tournament_dedupe_key DO NOTHING
  RETURNING ${ROW_COLUMNS}`,
);

const LATEST = new NamedStatement<{ tournamentId: 'uuid'; limit: 'integer' }, ActivityRow>(
  'activity-latest',
  { tournamentId: 'uuid', limit: 'integer' },
  ({ tournamentId, limit }) =>
    `SELECT ${ROW_COLUMNS} FROM activity_items WHERE tournament_id = ${tournamentId} ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
);

/** The activity feed's table (activity_items), owned by the events module. */
@Injectable()
export class ActivityRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Keeps the items not told before and answers their rows, in the given order. */
  insertNew(tournamentId: string, items: readonly NewActivity[]): Promise<ActivityRow[]> {
    return INSERT_NEW.rows(this.dataSource.manager, { tournamentId, items });
  }

  /** The newest `limit` rows, newest first. */
  latest(tournamentId: string, limit: number): Promise<ActivityRow[]> {
    return LATEST.rows(this.dataSource.manager, { tournamentId, limit });
  }
}
