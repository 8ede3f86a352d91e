import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The persisted activity feed (birdies and better, teams finishing, leader changes, charity milestones;
 * one row per happening, kept once by its dedupe key) and the match-play pairings of a tournament.
 */
export class LiveActivityAndMatchPairings1795400000000 implements MigrationInterface {
  name = 'LiveActivityAndMatchPairings1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE activity_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      kind text NOT NULL,
      title text NOT NULL,
      message text NOT NULL,
      team_id uuid REFERENCES teams (id) ON DELETE SET NULL,
      dedupe_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT activity_items_tournament_dedupe_key UNIQUE (tournament_id, dedupe_key)
    )`);
    await queryRunner.query('CREATE INDEX activity_items_tournament_created_idx ON activity_items (tournament_id, created_at DESC)');
    await queryRunner.query(`CREATE TABLE match_pairings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      team_a_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      team_b_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      position smallint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT match_pairings_distinct_teams CHECK (team_a_id <> team_b_id)
    )`);
    await queryRunner.query('CREATE INDEX match_pairings_tournament_idx ON match_pairings (tournament_id, position)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE match_pairings');
    await queryRunner.query('DROP TABLE activity_items');
  }
}
