import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ActivityItem, activityFeedSize } from '@fairway/contracts/live-event';
import { DataSource } from 'typeorm';
import type { NewActivity } from './detect-activity';

interface ActivityRow {
  id: string;
  tournament_id: string;
  kind: ActivityItem['kind'];
  title: string;
  message: string;
  team_id: string | null;
  created_at: Date;
}

const toItem = (row: ActivityRow): ActivityItem => ({
  id: row.id,
  tournamentId: row.tournament_id,
  kind: row.kind,
  title: row.title,
  message: row.message,
  teamId: row.team_id,
  createdAt: row.created_at.toISOString(),
});

// ON CONFLICT DO NOTHING: a happening already told (replayed score, another replica) returns no row.
const INSERT_ITEMS = `
  INSERT INTO activity_items (tournament_id, kind, title, message, team_id, dedupe_key, created_at)
  SELECT $1, kind, title, message, team_id, dedupe_key, clock_timestamp()
  FROM unnest($2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[]) AS item (kind, title, message, team_id, dedupe_key)
  ON CONFLICT ON CONSTRAINT activity_items_tournament_dedupe_key DO NOTHING
  RETURNING *`;

/** The activity feed table, owned by the events module. */
@Injectable()
export class ActivityService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Keeps the new items and returns those not told before, in the given order. */
  async record(tournamentId: string, items: readonly NewActivity[]): Promise<ActivityItem[]> {
    if (items.length === 0) return [];
    const columns = (pick: (item: NewActivity) => string | null) => items.map(pick);
    const rows: ActivityRow[] = await this.dataSource.query(INSERT_ITEMS, [
      tournamentId,
      columns((item) => item.kind),
      columns((item) => item.title),
      columns((item) => item.message),
      columns((item) => item.teamId),
      columns((item) => item.dedupeKey),
    ]);
    return rows.map(toItem);
  }

  /** The last 20, newest first. */
  async latest(tournamentId: string): Promise<ActivityItem[]> {
    const rows: ActivityRow[] = await this.dataSource.query(
      'SELECT * FROM activity_items WHERE tournament_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
      [tournamentId, activityFeedSize],
    );
    return rows.map(toItem);
  }
}
