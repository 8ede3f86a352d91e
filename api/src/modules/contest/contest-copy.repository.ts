import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

/** Contests of one tournament copied to another with new ids (no station links, entries or trail); old -> new. */
const COPY_CONTESTS = new NamedStatement<{ from: 'uuid'; to: 'uuid' }, { old_id: string; new_id: string }>(
  'contest-copy',
  { from: 'uuid', to: 'uuid' },
  ({ from, to }) => `WITH source AS (SELECT c.*, gen_random_uuid() AS new_id FROM contests c WHERE c.tournament_id = ${from}),
       copied AS (INSERT INTO contests (id, tournament_id, hole, kind, divisions, competitor, sponsor_name, prize, player_entries_allowed, measured, min_yardage, created_at)
         SELECT new_id, ${to}, hole, kind, divisions, competitor, sponsor_name, prize, player_entries_allowed, measured, min_yardage, created_at FROM source RETURNING id)
     SELECT id AS old_id, new_id FROM source`,
);

@Injectable()
export class ContestCopyRepository {
  copyContests(from: string, to: string, manager: EntityManager): Promise<Array<{ old_id: string; new_id: string }>> {
    return COPY_CONTESTS.rows(manager, { from, to });
  }
}
