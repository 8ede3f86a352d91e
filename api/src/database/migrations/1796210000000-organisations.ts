import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Organisations (the charity, the club or the league that runs an event every year): their members with an
 * organisation-wide role, and the organisation each tournament belongs to (none for a tournament on its own).
 * A member is named by e-mail (the account that signs in with it, verified) and by account id once known;
 * a removed member's row stays with removed_at, so the trail keeps who held what.
 */
export class Organisations1796210000000 implements MigrationInterface {
  name = 'Organisations1796210000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE organisations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE organisation_members (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        user_id text,
        email text,
        role text NOT NULL CHECK (role IN ('admin', 'event-manager')),
        invited_by text,
        added_at timestamptz NOT NULL DEFAULT now(),
        removed_at timestamptz,
        CHECK (user_id IS NOT NULL OR email IS NOT NULL)
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX organisation_members_one_email ON organisation_members (organisation_id, lower(email)) WHERE removed_at IS NULL',
    );
    await queryRunner.query('CREATE INDEX organisation_members_user ON organisation_members (user_id) WHERE removed_at IS NULL');
    await queryRunner.query('CREATE INDEX organisation_members_email ON organisation_members (lower(email)) WHERE removed_at IS NULL');
    await queryRunner.query('ALTER TABLE tournaments ADD COLUMN organisation_id uuid REFERENCES organisations (id) ON DELETE SET NULL');
    await queryRunner.query('CREATE INDEX tournaments_organisation ON tournaments (organisation_id, date) WHERE organisation_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE tournaments DROP COLUMN organisation_id');
    await queryRunner.query('DROP TABLE organisation_members');
    await queryRunner.query('DROP TABLE organisations');
  }
}
