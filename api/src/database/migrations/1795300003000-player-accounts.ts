import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A player row belongs to a Firebase account (uid) once that account created the team, joined it by
 * code or proved the row's e-mail; team rights follow the uid, not a typed e-mail. One row per account
 * on a team.
 */
export class PlayerAccounts1795300003000 implements MigrationInterface {
  name = 'PlayerAccounts1795300003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE players ADD COLUMN user_id text');
    await queryRunner.query('ALTER TABLE players ADD CONSTRAINT players_team_user_key UNIQUE (team_id, user_id)');
    await queryRunner.query('CREATE INDEX players_user_id_idx ON players (user_id) WHERE user_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX players_user_id_idx');
    await queryRunner.query('ALTER TABLE players DROP CONSTRAINT players_team_user_key');
    await queryRunner.query('ALTER TABLE players DROP COLUMN user_id');
  }
}
