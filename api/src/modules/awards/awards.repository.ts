import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';
import type { PlacePrize } from './award-list';
import type { Ceremony } from './reveal-machine';

/** A tournament's awards ceremony as stored: place prizes, when scoring closed, and the MC's reveal. */
export interface CeremonyRow extends Ceremony {
  tournamentId: string;
  placePrizes: PlacePrize[];
  scoringClosedAt: Date | null;
  updatedAt: Date;
}

const CEREMONY_COLUMNS = `tournament_id AS "tournamentId", place_prizes AS "placePrizes", scoring_closed_at AS "scoringClosedAt", phase, step, awards,
  updated_at AS "updatedAt"`;

const CEREMONY = new NamedStatement<{ tournamentId: 'uuid' }, CeremonyRow>(
  'awards-ceremony',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT ${CEREMONY_COLUMNS} FROM awards_ceremonies WHERE tournament_id = ${tournamentId}`,
);
const CEREMONY_FOR_UPDATE = CEREMONY.locking('FOR UPDATE');
const SAVE_PLACE_PRIZES = new NamedStatement<{ tournamentId: 'uuid'; placePrizes: 'jsonb' }, never>(
  'awards-place-prizes-save',
  { tournamentId: 'uuid', placePrizes: 'jsonb' },
  ({ tournamentId, placePrizes }) => `INSERT INTO awards_ceremonies (tournament_id, place_prizes) VALUES (${tournamentId}, ${placePrizes})
         ON CONFLICT (tournament_id) DO UPDATE SET place_prizes = excluded.place_prizes`,
);
const CLOSE_SCORING = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'awards-close-scoring',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `INSERT INTO awards_ceremonies (tournament_id, scoring_closed_at) VALUES (${tournamentId}, now())
         ON CONFLICT (tournament_id) DO UPDATE SET scoring_closed_at = coalesce(awards_ceremonies.scoring_closed_at, now())`,
);
// Closed a while ago (the close's own listeners have had their turn) and not long ago.
const CLOSED_A_WHILE_AGO = new NamedStatement<{ hours: 'integer' }, { tournamentId: string }>(
  'awards-closed-a-while-ago',
  { hours: 'integer' },
  ({ hours }) => `SELECT tournament_id AS "tournamentId" FROM awards_ceremonies
    WHERE scoring_closed_at BETWEEN now() - make_interval(hours => ${hours}) AND now() - interval '1 minute'`,
);
const ENSURE_CEREMONY = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'awards-ceremony-ensure',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `INSERT INTO awards_ceremonies (tournament_id) VALUES (${tournamentId}) ON CONFLICT DO NOTHING`,
);
const MOVE_CEREMONY = new NamedStatement<{ tournamentId: 'uuid'; phase: 'text'; step: 'integer'; awards: 'jsonb' }, { updatedAt: Date }>(
  'awards-ceremony-move',
  { tournamentId: 'uuid', phase: 'text', step: 'integer', awards: 'jsonb' },
  (refs) => `WITH moved AS (UPDATE awards_ceremonies SET phase = ${refs.phase}, step = ${refs.step}, awards = ${refs.awards}, updated_at = clock_timestamp()
           WHERE tournament_id = ${refs.tournamentId} RETURNING updated_at)
         SELECT updated_at AS "updatedAt" FROM moved`,
);

/** The awards_ceremonies table. Every method runs inside the caller's transaction when given its manager. */
@Injectable()
export class AwardsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Undefined while the tournament has none; with `lock`, the row is locked (FOR UPDATE) until the transaction ends. */
  ceremony(tournamentId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<CeremonyRow | undefined> {
    return (lock ? CEREMONY_FOR_UPDATE : CEREMONY).first(manager, { tournamentId });
  }

  async savePlacePrizes(tournamentId: string, placePrizes: readonly PlacePrize[], manager: EntityManager): Promise<void> {
    await SAVE_PLACE_PRIZES.run(manager, { tournamentId, placePrizes });
  }

  /** Scoring closes once: closing again keeps the first time. */
  async closeScoring(tournamentId: string, manager: EntityManager): Promise<void> {
    await CLOSE_SCORING.run(manager, { tournamentId });
  }

  /** Tournaments whose scoring closed more than a minute and less than `hours` ago. */
  async closedAWhileAgo(hours: number): Promise<string[]> {
    return (await CLOSED_A_WHILE_AGO.rows(this.dataSource.manager, { hours })).map((row) => row.tournamentId);
  }

  /** The tournament's ceremony row, added (waiting) if it has none. */
  async ensureCeremony(tournamentId: string, manager: EntityManager): Promise<void> {
    await ENSURE_CEREMONY.run(manager, { tournamentId });
  }

  /** The ceremony moved on; answers when (undefined when the tournament has no ceremony row). */
  async moveCeremony(tournamentId: string, { phase, step, awards }: Ceremony, manager: EntityManager): Promise<Date | undefined> {
    const [row] = await MOVE_CEREMONY.rows(manager, { tournamentId, phase, step, awards });
    return row?.updatedAt;
  }
}
