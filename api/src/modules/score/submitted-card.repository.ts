import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import { DataSource, type EntityManager } from 'typeorm';
import type { ScoreAuthor } from './score.repository';

const NOT_SUBMITTED: ScoreCardStatus = { submitted: false, submittedAt: null, submittedBy: null };

/** The submitted_cards table: a team's card, once submitted, is locked against its members' writes. */
@Injectable()
export class SubmittedCardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async status(teamId: string, manager: EntityManager = this.dataSource.manager): Promise<ScoreCardStatus> {
    const rows: Array<{ submitted_at: Date; submitted_by_name: string }> = await manager.query(
      'SELECT submitted_at, submitted_by_name FROM submitted_cards WHERE team_id = $1',
      [teamId],
    );
    const row = rows[0];
    return row ? { submitted: true, submittedAt: row.submitted_at.toISOString(), submittedBy: row.submitted_by_name } : NOT_SUBMITTED;
  }

  /** Marks the card submitted; submitting again keeps the first submission. */
  async submit(teamId: string, author: ScoreAuthor, manager: EntityManager): Promise<ScoreCardStatus> {
    await manager.query(
      `INSERT INTO submitted_cards (team_id, submitted_by_uid, submitted_by_name) VALUES ($1, $2, $3)
       ON CONFLICT (team_id) DO NOTHING`,
      [teamId, author.uid, author.name],
    );
    return this.status(teamId, manager);
  }

  /** Locks every team's card in the tournament (closing scoring); cards already submitted keep their submission. */
  async lockAll(tournamentId: string, author: ScoreAuthor, manager: EntityManager): Promise<number> {
    await manager.query(
      `INSERT INTO submitted_cards (team_id, submitted_by_uid, submitted_by_name)
       SELECT id, $2, $3 FROM teams WHERE tournament_id = $1 ON CONFLICT (team_id) DO NOTHING`,
      [tournamentId, author.uid, author.name],
    );
    const [row]: Array<{ count: number }> = await manager.query(
      'SELECT count(*)::int AS count FROM submitted_cards c JOIN teams t ON t.id = c.team_id WHERE t.tournament_id = $1',
      [tournamentId],
    );
    return row?.count ?? 0;
  }
}
