import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marks a score corrected once it has been changed by someone other than who last set it, or more than two
 * minutes after (a player stepping through 4, 5, 6 while entering is not correcting): the scorecard shows
 * "changed by Ann at 10:42" on those cells only. Existing scores are marked from their trail.
 */
export class ScoreCorrections1795700000000 implements MigrationInterface {
  name = 'ScoreCorrections1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE scores ADD COLUMN corrected boolean NOT NULL DEFAULT false');
    await queryRunner.query(`
      UPDATE scores SET corrected = true WHERE id IN (
        SELECT score_id FROM (
          SELECT score_id, changed_by_uid, changed_at,
            lag(changed_by_uid) OVER (PARTITION BY score_id ORDER BY id) AS previous_uid,
            lag(changed_at) OVER (PARTITION BY score_id ORDER BY id) AS previous_at
          FROM score_history
        ) AS change
        WHERE previous_at IS NOT NULL
          AND (changed_by_uid IS DISTINCT FROM previous_uid OR changed_at > previous_at + interval '2 minutes')
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE scores DROP COLUMN corrected');
  }
}
