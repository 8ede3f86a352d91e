import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plus handicaps (+2 stored as -2, down to +10) as libs/contracts' playerHandicap allows; and a position
 * constraint that a roster update can defer to the end of its transaction, so players may swap positions.
 */
export class PlusHandicapsAndDeferrablePositions1795300002000 implements MigrationInterface {
  name = 'PlusHandicapsAndDeferrablePositions1795300002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE players DROP CONSTRAINT players_handicap_check');
    await queryRunner.query('ALTER TABLE players ADD CONSTRAINT players_handicap_check CHECK (handicap BETWEEN -10 AND 54)');
    await queryRunner.query('ALTER TABLE players DROP CONSTRAINT players_team_position_key');
    await queryRunner.query('ALTER TABLE players ADD CONSTRAINT players_team_position_key UNIQUE (team_id, position) DEFERRABLE INITIALLY IMMEDIATE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE players DROP CONSTRAINT players_team_position_key');
    await queryRunner.query('ALTER TABLE players ADD CONSTRAINT players_team_position_key UNIQUE (team_id, position)');
    await queryRunner.query('UPDATE players SET handicap = 0 WHERE handicap < 0');
    await queryRunner.query('ALTER TABLE players DROP CONSTRAINT players_handicap_check');
    await queryRunner.query('ALTER TABLE players ADD CONSTRAINT players_handicap_check CHECK (handicap BETWEEN 0 AND 54)');
  }
}
