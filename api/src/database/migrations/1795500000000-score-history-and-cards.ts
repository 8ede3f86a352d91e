import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who changed a score and when: the score row keeps its last author, score_history keeps every change
 * (the trail an admin correction also lands in). submitted_cards marks a team's card as submitted,
 * which locks it against further writes by its members.
 */
export class ScoreHistoryAndCards1795500000000 implements MigrationInterface {
  name = 'ScoreHistoryAndCards1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE scores ADD COLUMN updated_by_uid text, ADD COLUMN updated_by_name text');
    await queryRunner.query(`
      CREATE TABLE score_history (
        id bigserial PRIMARY KEY,
        score_id uuid NOT NULL REFERENCES scores (id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        strokes smallint NOT NULL,
        previous_strokes smallint,
        changed_by_uid text NOT NULL,
        changed_by_name text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX score_history_score_id_idx ON score_history (score_id)');
    await queryRunner.query('CREATE INDEX score_history_team_id_idx ON score_history (team_id)');
    await queryRunner.query(`
      CREATE TABLE submitted_cards (
        team_id uuid PRIMARY KEY REFERENCES teams (id) ON DELETE CASCADE,
        submitted_by_uid text NOT NULL,
        submitted_by_name text NOT NULL,
        submitted_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE submitted_cards');
    await queryRunner.query('DROP TABLE score_history');
    await queryRunner.query('ALTER TABLE scores DROP COLUMN updated_by_name, DROP COLUMN updated_by_uid');
  }
}
