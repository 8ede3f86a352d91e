import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event team: everyone but the owner (the tournament's admin_user_id) who holds a role on a tournament.
 * An invitation is a row before anyone accepts it; its one-time code is stored only as a sha-256 hash and
 * cleared once used. Revoked rows stay, so the trail keeps who held what and who removed them.
 */
export class EventTeam1796200000000 implements MigrationInterface {
  name = 'EventTeam1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_members (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('co-organiser', 'check-in', 'auction', 'contest', 'scorer')),
        status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active', 'revoked')),
        email text,
        user_id text,
        display_name text,
        contest_ids uuid[] NOT NULL DEFAULT '{}',
        code_hash text UNIQUE,
        invited_by text,
        invited_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz,
        changed_by text,
        changed_at timestamptz,
        revoked_by text,
        revoked_at timestamptz,
        last_active_at timestamptz,
        CHECK (status = 'invited' OR code_hash IS NULL),
        CHECK (status <> 'active' OR user_id IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX event_members_one_per_person ON event_members (tournament_id, user_id) WHERE status <> 'revoked'`);
    await queryRunner.query('CREATE INDEX event_members_user ON event_members (user_id)');
    await queryRunner.query('CREATE INDEX event_members_tournament ON event_members (tournament_id, invited_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE event_members');
  }
}
