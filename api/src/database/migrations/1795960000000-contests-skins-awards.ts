import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * On-course contests (holes, station links kept as token hashes, entries keyed by the phone's own id, their
 * trail), skins settings and entrants, each team's hidden last holes, and the awards ceremony's state.
 */
export class ContestsSkinsAwards1795960000000 implements MigrationInterface {
  name = 'ContestsSkinsAwards1795960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        hole integer NOT NULL CHECK (hole BETWEEN 1 AND 18),
        kind text NOT NULL CHECK (kind IN ('closest-to-pin', 'longest-drive', 'straightest-drive', 'hole-in-one')),
        divisions text[] NOT NULL,
        competitor text NOT NULL CHECK (competitor IN ('individual', 'team')),
        sponsor_name text,
        prize text,
        player_entries_allowed boolean NOT NULL DEFAULT false,
        measured boolean NOT NULL DEFAULT true,
        min_yardage integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX contests_tournament_idx ON contests (tournament_id, hole)');
    await queryRunner.query(`
      CREATE TABLE contest_stations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        contest_id uuid NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        label text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE contest_entries (
        id uuid PRIMARY KEY,
        contest_id uuid NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        player_id uuid REFERENCES players (id) ON DELETE SET NULL,
        division text NOT NULL,
        feet integer,
        inches integer,
        yards numeric(5, 1),
        witnesses text[] NOT NULL DEFAULT '{}',
        source text NOT NULL CHECK (source IN ('station', 'player')),
        verified boolean NOT NULL,
        voided boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX contest_entries_contest_idx ON contest_entries (contest_id)');
    await queryRunner.query(`
      CREATE TABLE contest_audit (
        id bigserial PRIMARY KEY,
        contest_id uuid NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
        entry_id uuid NOT NULL,
        action text NOT NULL CHECK (action IN ('entered', 'confirmed', 'voided')),
        actor text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX contest_audit_contest_idx ON contest_audit (contest_id, id)');
    await queryRunner.query(`
      CREATE TABLE skins_settings (
        tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
        basis text NOT NULL CHECK (basis IN ('gross', 'net', 'both')),
        unit text NOT NULL CHECK (unit IN ('player', 'team')),
        carryover boolean NOT NULL,
        validation text NOT NULL CHECK (validation IN ('none', 'par-or-better-next-hole')),
        entry_fee_cents integer NOT NULL CHECK (entry_fee_cents >= 0),
        donated_percent integer NOT NULL CHECK (donated_percent BETWEEN 0 AND 100)
      )`);
    await queryRunner.query(`
      CREATE TABLE skins_entrants (
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        entrant_id uuid NOT NULL,
        entered_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tournament_id, entrant_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE hidden_holes (
        tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
        last_holes integer NOT NULL CHECK (last_holes BETWEEN 0 AND 18)
      )`);
    await queryRunner.query(`
      CREATE TABLE awards_ceremonies (
        tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
        place_prizes jsonb NOT NULL DEFAULT '[]'::jsonb,
        scoring_closed_at timestamptz,
        phase text NOT NULL DEFAULT 'waiting',
        step integer NOT NULL DEFAULT 0,
        awards jsonb NOT NULL DEFAULT '[]'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'awards_ceremonies',
      'hidden_holes',
      'skins_entrants',
      'skins_settings',
      'contest_audit',
      'contest_entries',
      'contest_stations',
      'contests',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
