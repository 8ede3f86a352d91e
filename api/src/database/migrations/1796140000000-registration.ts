import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registration before the day: each tournament's settings (window, capacity, questions; its row is the lock
 * every checkout takes), its waiver versions, products, promo codes, and every registration with what it
 * bought, its answers and waiver acceptances, its price, its place (held, offered, paid) and what paying it
 * recorded elsewhere (team, ledger entries, sponsor).
 */
export class Registration1796140000000 implements MigrationInterface {
  name = 'Registration1796140000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE registration_settings (
        tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
        open boolean NOT NULL DEFAULT false,
        opens_at timestamptz,
        closes_at timestamptz,
        capacity_teams integer NOT NULL CHECK (capacity_teams BETWEEN 1 AND 500),
        waitlist_offer_hours integer NOT NULL DEFAULT 48 CHECK (waitlist_offer_hours BETWEEN 1 AND 168),
        payer_covers_fee boolean NOT NULL DEFAULT false,
        team_questions jsonb NOT NULL DEFAULT '[]',
        player_questions jsonb NOT NULL DEFAULT '[]',
        waiver_version integer,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (opens_at IS NULL OR closes_at IS NULL OR closes_at > opens_at)
      )`);
    await queryRunner.query(`
      CREATE TABLE registration_waivers (
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        version integer NOT NULL CHECK (version >= 1),
        text text NOT NULL,
        published_by text,
        published_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tournament_id, version)
      )`);
    await queryRunner.query(`
      CREATE TABLE registration_products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('team-entry', 'single-player', 'sponsor-package', 'add-on')),
        name text NOT NULL,
        description text,
        price_cents integer NOT NULL CHECK (price_cents > 0),
        fair_market_value_cents integer NOT NULL DEFAULT 0 CHECK (fair_market_value_cents >= 0 AND fair_market_value_cents <= price_cents),
        max_per_order integer NOT NULL DEFAULT 1 CHECK (max_per_order >= 1),
        active boolean NOT NULL DEFAULT true,
        sponsor_tier_id uuid,
        includes_hole boolean NOT NULL DEFAULT false,
        add_on_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (kind <> 'sponsor-package' OR sponsor_tier_id IS NOT NULL),
        CHECK (kind <> 'add-on' OR add_on_id IS NOT NULL)
      )`);
    await queryRunner.query('CREATE INDEX registration_products_tournament ON registration_products (tournament_id, created_at)');
    await queryRunner.query(`
      CREATE TABLE registration_promo_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        code text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('amount', 'percent')),
        value integer NOT NULL CHECK (value > 0 AND (kind = 'amount' OR value <= 100)),
        max_uses integer CHECK (max_uses IS NULL OR max_uses >= 1),
        expires_at timestamptz,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (tournament_id, code)
      )`);
    await queryRunner.query(`
      CREATE TABLE registrations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        token text NOT NULL UNIQUE,
        client_key uuid,
        state text NOT NULL CHECK (state IN ('pending-payment', 'paid', 'waitlisted', 'offered', 'cancelled', 'refunded', 'expired')),
        kind text NOT NULL CHECK (kind IN ('team', 'single', 'sponsor')),
        place_units integer NOT NULL CHECK (place_units >= 0),
        buyer_name text NOT NULL,
        buyer_email text,
        buyer_uid text,
        team_name text,
        team_answers jsonb NOT NULL DEFAULT '{}',
        players jsonb NOT NULL DEFAULT '[]',
        sponsor_name text,
        lines jsonb NOT NULL,
        promo_code_id uuid REFERENCES registration_promo_codes (id),
        promo_code text,
        subtotal_cents integer NOT NULL,
        discount_cents integer NOT NULL DEFAULT 0,
        fee_cents integer NOT NULL DEFAULT 0,
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        fair_market_value_cents integer NOT NULL DEFAULT 0,
        refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= total_cents),
        method text NOT NULL CHECK (method IN ('card', 'cash', 'cheque', 'complimentary')),
        checkout_session_id text,
        checkout_url text,
        hold_expires_at timestamptz,
        offer_expires_at timestamptz,
        waitlisted_at timestamptz,
        paid_at timestamptz,
        cancelled_at timestamptz,
        team_id uuid,
        sponsor_id uuid,
        ledger_entry_ids uuid[] NOT NULL DEFAULT '{}',
        note text,
        recorded_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (tournament_id, client_key)
      )`);
    await queryRunner.query('CREATE INDEX registrations_tournament_state ON registrations (tournament_id, state, created_at)');
    await queryRunner.query('CREATE INDEX registrations_checkout ON registrations (checkout_session_id) WHERE checkout_session_id IS NOT NULL');
    await queryRunner.query(`CREATE INDEX registrations_expiring ON registrations (tournament_id) WHERE state IN ('pending-payment', 'offered')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE registrations');
    await queryRunner.query('DROP TABLE registration_promo_codes');
    await queryRunner.query('DROP TABLE registration_products');
    await queryRunner.query('DROP TABLE registration_waivers');
    await queryRunner.query('DROP TABLE registration_settings');
  }
}
