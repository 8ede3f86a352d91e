import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Starting positions: the organiser's plan per tournament (shotgun or tee times, who changed it last, whether it is
 * locked) and, on each team, the slot on a doubled hole (A, B; C only while teams are being moved), the wave and
 * the tee time.
 */
export class StartPlans1796400000000 implements MigrationInterface {
  name = 'StartPlans1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE start_plans (
        tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
        plan jsonb NOT NULL,
        locked_at timestamptz,
        locked_by text,
        locked_by_name text,
        updated_by text NOT NULL,
        updated_by_name text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      ALTER TABLE teams
        ADD COLUMN start_slot text NULL CHECK (start_slot IN ('A', 'B', 'C')),
        ADD COLUMN start_wave smallint NOT NULL DEFAULT 1 CHECK (start_wave IN (1, 2)),
        ADD COLUMN tee_time text NULL CHECK (tee_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE teams DROP COLUMN tee_time, DROP COLUMN start_wave, DROP COLUMN start_slot');
    await queryRunner.query('DROP TABLE start_plans');
  }
}
