import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

// A tournament's first ids start at the clock in microseconds (about 1.8e15, well inside a JSON number), so
// they are above any id handed out before this counter existed.
const RESERVE = new NamedStatement<{ tournamentId: 'uuid'; count: 'bigint' }, { firstId: string }>(
  'event-ids-reserve',
  { tournamentId: 'uuid', count: 'bigint' },
  ({ tournamentId, count }) => `
  INSERT INTO live_event_sequence (tournament_id, last_id)
  VALUES (${tournamentId}, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint + ${count})
  ON CONFLICT (tournament_id) DO UPDATE SET last_id = live_event_sequence.last_id + ${count}
  RETURNING last_id - ${count} + 1 AS "firstId"`,
);

/**
 * Live event ids: one counter per tournament in PostgreSQL (live_event_sequence), shared by every replica.
 * Ranges are contiguous (replicas put batches in order by them) and never go back, whatever happens to Redis
 * or to a replica.
 */
@Injectable()
export class EventIdsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The first of `count` ids reserved for the next change of the tournament. */
  async reserve(tournamentId: string, count: number): Promise<number> {
    const row = await RESERVE.first(this.dataSource.manager, { tournamentId, count });
    return Number(row!.firstId);
  }
}
