import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each volunteer counted at the end of a shift: a row per declaration, never edited (a recount is a new
 * row and the latest one counts), naming who declared and when.
 */
export class CloseOutCounts1796206000000 implements MigrationInterface {
  name = 'CloseOutCounts1796206000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE close_out_counts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        method text NOT NULL CHECK (method IN ('cash', 'cheque')),
        counted_cents bigint NOT NULL CHECK (counted_cents >= 0),
        note text,
        declared_by text NOT NULL,
        declared_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query('CREATE INDEX close_out_counts_tournament ON close_out_counts (tournament_id, declared_by, declared_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE close_out_counts');
  }
}
