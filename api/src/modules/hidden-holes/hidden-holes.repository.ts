import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

const LAST_HOLES = new NamedStatement<{ tournamentId: 'uuid' }, { lastHoles: number }>(
  'hidden-holes-last-holes',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT last_holes AS "lastHoles" FROM hidden_holes WHERE tournament_id = ${tournamentId}`,
);
const SET_LAST_HOLES = new NamedStatement<{ tournamentId: 'uuid'; lastHoles: 'integer' }, never>(
  'hidden-holes-set',
  { tournamentId: 'uuid', lastHoles: 'integer' },
  ({ tournamentId, lastHoles }) => `INSERT INTO hidden_holes (tournament_id, last_holes) VALUES (${tournamentId}, ${lastHoles})
       ON CONFLICT (tournament_id) DO UPDATE SET last_holes = excluded.last_holes`,
);

/** The hidden_holes table. Every method runs inside the caller's transaction when given its manager. */
@Injectable()
export class HiddenHolesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Undefined while the tournament has never set it. */
  async lastHoles(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<number | undefined> {
    const [row] = await LAST_HOLES.rows(manager, { tournamentId });
    return row?.lastHoles;
  }

  async setLastHoles(tournamentId: string, lastHoles: number, manager: EntityManager): Promise<void> {
    await SET_LAST_HOLES.run(manager, { tournamentId, lastHoles });
  }
}
