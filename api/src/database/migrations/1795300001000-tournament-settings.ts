import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tie-break method and handicap allowance overrides: the Committee's settings, per tournament. */
export class TournamentSettings1795300001000 implements MigrationInterface {
  name = 'TournamentSettings1795300001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE tournaments
        ADD COLUMN tie_break text NOT NULL DEFAULT 'share'
          CHECK (tie_break IN ('share', 'countback-leader', 'countback-all')),
        ADD COLUMN handicap_allowances jsonb
          CHECK (handicap_allowances IS NULL OR jsonb_typeof(handicap_allowances) = 'object')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE tournaments DROP COLUMN handicap_allowances, DROP COLUMN tie_break');
  }
}
