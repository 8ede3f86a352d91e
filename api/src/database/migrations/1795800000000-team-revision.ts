import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counter on each team, raised by every change a score write depends on (its scores, its roster, its
 * card): a score write reads the team without a lock and writes only if the counter is still what it read,
 * else it reads again (see teamClaims in the team module).
 */
export class TeamRevision1795800000000 implements MigrationInterface {
  name = 'TeamRevision1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE teams ADD COLUMN revision integer NOT NULL DEFAULT 0');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE teams DROP COLUMN revision');
  }
}
