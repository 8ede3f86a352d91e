import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

// A tournament's first ids start at the clock in microseconds (about 1.8e15, well inside a JSON number), so
// they are above any id handed out before this counter existed.
const RESERVE_SQL = `
  INSERT INTO live_event_sequence (tournament_id, last_id)
  VALUES ($1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint + $2)
  ON CONFLICT (tournament_id) DO UPDATE SET last_id = live_event_sequence.last_id + $2
  RETURNING last_id`;

/**
 * Live event ids: one counter per tournament in PostgreSQL, shared by every replica. Ranges are contiguous
 * (replicas put batches in order by them) and never go back, whatever happens to Redis or to a replica.
 */
@Injectable()
export class EventIds {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The first of `count` ids reserved for the next change of the tournament. */
  async reserve(tournamentId: string, count: number): Promise<number> {
    const [row] = (await this.dataSource.query(RESERVE_SQL, [tournamentId, count])) as Array<{ last_id: string }>;
    return Number(row!.last_id) - count + 1;
  }
}
