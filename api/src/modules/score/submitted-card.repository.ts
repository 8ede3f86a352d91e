import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';
import type { ScoreAuthor } from './score.repository';

const NOT_SUBMITTED: ScoreCardStatus = { submitted: false, submittedAt: null, submittedBy: null };

const SUBMISSION = new NamedStatement<{ teamId: 'uuid' }, { submittedAt: Date; submittedBy: string }>(
  'submitted-card',
  { teamId: 'uuid' },
  ({ teamId }) => `SELECT submitted_at AS "submittedAt", submitted_by_name AS "submittedBy" FROM submitted_cards WHERE team_id = ${teamId}`,
);
const SUBMIT = new NamedStatement<{ teamId: 'uuid'; uid: 'text'; name: 'text' }, never>(
  'submitted-card-insert',
  { teamId: 'uuid', uid: 'text', name: 'text' },
  ({ teamId, uid, name }) => `INSERT INTO submitted_cards (team_id, submitted_by_uid, submitted_by_name) VALUES (${teamId}, ${uid}, ${name})
       ON CONFLICT (team_id) DO NOTHING`,
);
const LOCK_ALL = new NamedStatement<{ tournamentId: 'uuid'; uid: 'text'; name: 'text' }, never>(
  'submitted-cards-lock-all',
  { tournamentId: 'uuid', uid: 'text', name: 'text' },
  ({ tournamentId, uid, name }) => `INSERT INTO submitted_cards (team_id, submitted_by_uid, submitted_by_name)
       SELECT id, ${uid}, ${name} FROM teams WHERE tournament_id = ${tournamentId} ON CONFLICT (team_id) DO NOTHING`,
);
const LOCKED_COUNT = new NamedStatement<{ tournamentId: 'uuid' }, { count: number }>(
  'submitted-cards-count',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT count(*)::int AS count FROM submitted_cards c JOIN teams t ON t.id = c.team_id WHERE t.tournament_id = ${tournamentId}`,
);

/** The submitted_cards table: a team's card, once submitted, is locked against its members' writes. */
@Injectable()
export class SubmittedCardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async status(teamId: string, manager: EntityManager = this.dataSource.manager): Promise<ScoreCardStatus> {
    const [row] = await SUBMISSION.rows(manager, { teamId });
    return row ? { submitted: true, submittedAt: row.submittedAt.toISOString(), submittedBy: row.submittedBy } : NOT_SUBMITTED;
  }

  /** Marks the card submitted; submitting again keeps the first submission. */
  async submit(teamId: string, author: ScoreAuthor, manager: EntityManager): Promise<ScoreCardStatus> {
    await SUBMIT.run(manager, { teamId, uid: author.uid, name: author.name });
    return this.status(teamId, manager);
  }

  /** Locks every team's card in the tournament (closing scoring); cards already submitted keep their submission. */
  async lockAll(tournamentId: string, author: ScoreAuthor, manager: EntityManager): Promise<number> {
    await LOCK_ALL.run(manager, { tournamentId, uid: author.uid, name: author.name });
    const [row] = await LOCKED_COUNT.rows(manager, { tournamentId });
    return row?.count ?? 0;
  }
}
