import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContestAuditItem, ContestEntryInput, ContestInput } from '@fairway/contracts/contest';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';
import type { ContestEntryRow, ContestRow } from './contest.rows';

/** A contest_audit row. */
export interface ContestAuditRow {
  /** bigserial: pg answers it as text. */
  id: string;
  contest_id: string;
  entry_id: string;
  action: ContestAuditItem['action'];
  actor: string;
  at: Date;
}

const CONTEST_PARAMS = {
  hole: 'integer',
  kind: 'text',
  divisions: 'text[]',
  competitor: 'text',
  sponsorName: 'text',
  prize: 'text',
  playerEntriesAllowed: 'boolean',
  measured: 'boolean',
  minYardage: 'integer',
} as const;
type ContestParams = typeof CONTEST_PARAMS & { tournamentId: 'uuid' };
type ContestIdParams = typeof CONTEST_PARAMS & { contestId: 'uuid' };
const contestValues = (refs: Record<keyof typeof CONTEST_PARAMS, string>) =>
  [refs.hole, refs.kind, refs.divisions, refs.competitor, refs.sponsorName, refs.prize, refs.playerEntriesAllowed, refs.measured, refs.minYardage].join(', ');

const CONTESTS_OF_TOURNAMENT = new NamedStatement<{ tournamentId: 'uuid' }, ContestRow>(
  'contests-of-tournament',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT * FROM contests WHERE tournament_id = ${tournamentId} ORDER BY hole, created_at`,
);
const CONTEST = new NamedStatement<{ contestId: 'uuid' }, ContestRow>(
  'contest',
  { contestId: 'uuid' },
  ({ contestId }) => `SELECT * FROM contests WHERE id = ${contestId}`,
);
const CONTEST_FOR_UPDATE = CONTEST.locking('FOR NO KEY UPDATE');
const CONTEST_COUNT = new NamedStatement<{ tournamentId: 'uuid' }, { count: number }>(
  'contests-count',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT count(*)::int AS count FROM contests WHERE tournament_id = ${tournamentId}`,
);
const INSERT_CONTEST = new NamedStatement<ContestParams, ContestRow>(
  'contest-insert',
  { tournamentId: 'uuid', ...CONTEST_PARAMS },
  (refs) => `
  INSERT INTO contests (tournament_id, hole, kind, divisions, competitor, sponsor_name, prize, player_entries_allowed, measured, min_yardage)
  VALUES (${refs.tournamentId}, ${contestValues(refs)}) RETURNING *`,
);
const UPDATE_CONTEST = new NamedStatement<ContestIdParams, never>(
  'contest-update',
  { contestId: 'uuid', ...CONTEST_PARAMS },
  (refs) => `
  UPDATE contests SET (hole, kind, divisions, competitor, sponsor_name, prize, player_entries_allowed, measured, min_yardage) = (${contestValues(refs)})
  WHERE id = ${refs.contestId} RETURNING *`,
);
const DELETE_CONTEST = new NamedStatement<{ contestId: 'uuid' }, never>(
  'contest-delete',
  { contestId: 'uuid' },
  ({ contestId }) => `DELETE FROM contests WHERE id = ${contestId}`,
);

const ENTRIES_OF_CONTESTS = new NamedStatement<{ contestIds: 'uuid[]' }, ContestEntryRow>(
  'contest-entries',
  { contestIds: 'uuid[]' },
  ({ contestIds }) => `
  SELECT e.id, e.contest_id, e.team_id, t.name AS team_name, e.player_id, p.name AS player_name, e.division, e.feet, e.inches,
         e.yards, e.witnesses, e.source, e.verified, e.voided, e.created_at
  FROM contest_entries e JOIN teams t ON t.id = e.team_id LEFT JOIN players p ON p.id = e.player_id
  WHERE e.contest_id = ANY(${contestIds}) ORDER BY e.created_at, e.id`,
);
const ENTRY_PARAMS = {
  id: 'uuid',
  contestId: 'uuid',
  teamId: 'uuid',
  playerId: 'uuid',
  division: 'text',
  feet: 'integer',
  inches: 'integer',
  yards: 'numeric',
  witnesses: 'text[]',
  source: 'text',
  verified: 'boolean',
} as const;
const INSERT_ENTRY = new NamedStatement<typeof ENTRY_PARAMS, { id: string }>(
  'contest-entry-insert',
  ENTRY_PARAMS,
  (refs) => `
  INSERT INTO contest_entries (id, contest_id, team_id, player_id, division, feet, inches, yards, witnesses, source, verified)
  VALUES (${refs.id}, ${refs.contestId}, ${refs.teamId}, ${refs.playerId}, ${refs.division}, ${refs.feet}, ${refs.inches}, ${refs.yards},
    ${refs.witnesses}, ${refs.source}, ${refs.verified})
  ON CONFLICT (id) DO NOTHING RETURNING id`,
);

/** Sets an entry's flag (locked first) and answers whether it was unset: no row when the contest has no such entry. */
const setEntryFlag = (column: 'verified' | 'voided') =>
  new NamedStatement<{ entryId: 'uuid'; contestId: 'uuid' }, { changed: boolean }>(
    `contest-entry-set-${column}`,
    { entryId: 'uuid', contestId: 'uuid' },
    ({ entryId, contestId }) => `WITH old AS (SELECT id, ${column} AS was FROM contest_entries WHERE id = ${entryId} AND contest_id = ${contestId} FOR UPDATE),
         changed AS (UPDATE contest_entries e SET ${column} = true FROM old WHERE e.id = old.id RETURNING NOT old.was AS changed)
         SELECT changed FROM changed`,
  );
const SET_ENTRY_FLAG = { confirmed: setEntryFlag('verified'), voided: setEntryFlag('voided') };

const AUDIT = new NamedStatement<{ contestId: 'uuid'; entryId: 'uuid'; action: 'text'; actor: 'text' }, never>(
  'contest-audit-insert',
  { contestId: 'uuid', entryId: 'uuid', action: 'text', actor: 'text' },
  (refs) => `INSERT INTO contest_audit (contest_id, entry_id, action, actor) VALUES (${refs.contestId}, ${refs.entryId}, ${refs.action}, ${refs.actor})`,
);
const AUDIT_OF_CONTEST = new NamedStatement<{ contestId: 'uuid' }, ContestAuditRow>(
  'contest-audit',
  { contestId: 'uuid' },
  ({ contestId }) => `SELECT * FROM contest_audit WHERE contest_id = ${contestId} ORDER BY id`,
);

/**
 * The contests, contest_entries and contest_audit tables (an entry read with its team's and player's
 * names). Every method runs inside the caller's transaction when given its manager.
 */
@Injectable()
export class ContestRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By hole, then oldest first. */
  ofTournament(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<ContestRow[]> {
    return CONTESTS_OF_TOURNAMENT.rows(manager, { tournamentId });
  }

  /** With `lock`, the row stays locked (FOR NO KEY UPDATE) until the caller's transaction ends. */
  find(contestId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<ContestRow | undefined> {
    return (lock ? CONTEST_FOR_UPDATE : CONTEST).first(manager, { contestId });
  }

  async countOfTournament(tournamentId: string, manager: EntityManager): Promise<number> {
    const [row] = await CONTEST_COUNT.rows(manager, { tournamentId });
    return row?.count ?? 0;
  }

  async insert(tournamentId: string, input: ContestInput, manager: EntityManager): Promise<ContestRow> {
    const [row] = await INSERT_CONTEST.rows(manager, { tournamentId, ...contestFields(input) });
    return row!;
  }

  async update(contestId: string, input: ContestInput, manager: EntityManager): Promise<void> {
    await UPDATE_CONTEST.run(manager, { contestId, ...contestFields(input) });
  }

  async delete(contestId: string, manager: EntityManager): Promise<void> {
    await DELETE_CONTEST.run(manager, { contestId });
  }

  /** The entries of these contests, oldest first, voided ones included. */
  entriesOf(contestIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<ContestEntryRow[]> {
    return ENTRIES_OF_CONTESTS.rows(manager, { contestIds });
  }

  /** False when an entry with this id exists already (a replayed outbox). */
  async insertEntry(
    contestId: string,
    input: ContestEntryInput,
    entry: { division: string; source: ContestEntryRow['source']; verified: boolean },
    manager: EntityManager,
  ): Promise<boolean> {
    const { entryId, teamId, playerId, feet, inches, yards, witnesses } = input;
    const inserted = await INSERT_ENTRY.rows(manager, { id: entryId, contestId, teamId, playerId, feet, inches, yards, witnesses, ...entry });
    return inserted.length > 0;
  }

  /** Confirms or voids an entry: undefined when the contest has no such entry, else whether it changed. */
  async setEntryFlag(contestId: string, entryId: string, action: 'confirmed' | 'voided', manager: EntityManager): Promise<boolean | undefined> {
    const [row] = await SET_ENTRY_FLAG[action].rows(manager, { entryId, contestId });
    return row?.changed;
  }

  async audit(contestId: string, entryId: string, action: ContestAuditItem['action'], actor: string, manager: EntityManager): Promise<void> {
    await AUDIT.run(manager, { contestId, entryId, action, actor });
  }

  /** The contest's trail, oldest first. */
  auditOf(contestId: string): Promise<ContestAuditRow[]> {
    return AUDIT_OF_CONTEST.rows(this.dataSource.manager, { contestId });
  }
}

function contestFields(input: ContestInput) {
  const { hole, kind, divisions, competitor, sponsorName, prize, playerEntriesAllowed, measured, minYardage } = input;
  return { hole, kind, divisions, competitor, sponsorName, prize, playerEntriesAllowed, measured, minYardage };
}
