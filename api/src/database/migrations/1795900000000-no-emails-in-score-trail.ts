import type { MigrationInterface, QueryRunner } from 'typeorm';

// Each table naming who changed a team's scores: the column with the account and the column with the name.
const trails = [
  { table: 'scores', uid: 'updated_by_uid', name: 'updated_by_name' },
  { table: 'score_history', uid: 'changed_by_uid', name: 'changed_by_name' },
  { table: 'submitted_cards', uid: 'submitted_by_uid', name: 'submitted_by_name' },
] as const;

/**
 * The score trail used to name an account without a display name by its e-mail, which every visitor can
 * read: such names become the account's player name on that team, else "Tournament admin" (only the admin
 * scores a team they do not play on). The e-mails are not kept, so there is nothing to restore.
 */
export class NoEmailsInScoreTrail1795900000000 implements MigrationInterface {
  name = 'NoEmailsInScoreTrail1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, uid, name } of trails) {
      await queryRunner.query(`
        UPDATE ${table} AS trail SET ${name} = coalesce(
          (SELECT players.name FROM players WHERE players.team_id = trail.team_id AND players.user_id = trail.${uid} LIMIT 1),
          'Tournament admin')
        WHERE trail.${name} LIKE '%@%'`);
    }
  }

  async down(): Promise<void> {}
}
