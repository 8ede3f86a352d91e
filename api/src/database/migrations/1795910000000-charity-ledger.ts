import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The day's money: the ledger (one row per amount, never edited but for its state, every state change in
 * ledger_history), sponsor tiers, sponsors and hole sponsorships, add-ons, their sales and the mulligans
 * used, birdie pledges. tournaments.charity_raised_cents stays as the sum of received entries, kept in the
 * same transaction as each ledger change; the amount stored until now becomes an opening adjustment.
 */
export class CharityLedger1795910000000 implements MigrationInterface {
  name = 'CharityLedger1795910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE ledger_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('donation', 'sponsorship', 'add-on-sale', 'pledge-payment', 'entry-fee', 'adjustment')),
      amount_cents bigint NOT NULL CHECK (amount_cents <> 0 AND (amount_cents > 0 OR kind = 'adjustment')),
      donor_name text,
      anonymous boolean NOT NULL DEFAULT false,
      contact_email text,
      method text NOT NULL CHECK (method IN ('cash', 'card', 'cheque', 'paypal', 'complimentary')),
      public_message text,
      private_note text,
      team_id uuid REFERENCES teams (id) ON DELETE SET NULL,
      private boolean NOT NULL DEFAULT false,
      state text NOT NULL CHECK (state IN ('pledged', 'received', 'void')),
      void_reason text,
      idempotency_key text,
      recorded_by text,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ledger_entries_idempotency UNIQUE (tournament_id, idempotency_key)
    )`);
    await queryRunner.query('CREATE INDEX ledger_entries_tournament_idx ON ledger_entries (tournament_id, recorded_at DESC)');
    await queryRunner.query(`CREATE TABLE ledger_history (
      id bigserial PRIMARY KEY,
      entry_id uuid NOT NULL REFERENCES ledger_entries (id) ON DELETE CASCADE,
      action text NOT NULL CHECK (action IN ('recorded', 'received', 'voided')),
      by_user text,
      reason text,
      at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('CREATE INDEX ledger_history_entry_idx ON ledger_history (entry_id, id)');
    await queryRunner.query(`CREATE TABLE sponsor_tiers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      name text NOT NULL,
      price_cents bigint NOT NULL CHECK (price_cents > 0),
      slots integer CHECK (slots > 0),
      benefits text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE TABLE sponsors (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      tier_id uuid REFERENCES sponsor_tiers (id),
      name text NOT NULL,
      website text,
      logo_url text,
      logo_type text CHECK (logo_type IN ('image/png', 'image/jpeg', 'image/webp')),
      amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
      method text NOT NULL DEFAULT 'cheque',
      ledger_entry_id uuid REFERENCES ledger_entries (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE TABLE hole_sponsors (
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      hole smallint NOT NULL CHECK (hole BETWEEN 1 AND 18),
      sponsor_id uuid NOT NULL REFERENCES sponsors (id) ON DELETE CASCADE,
      PRIMARY KEY (tournament_id, hole)
    )`);
    await queryRunner.query(`CREATE TABLE add_on_products (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('mulligan', 'raffle-ticket', 'skins-entry', 'bundle')),
      name text NOT NULL,
      price_cents bigint NOT NULL CHECK (price_cents > 0),
      limit_per text NOT NULL CHECK (limit_per IN ('player', 'team')),
      max_quantity integer CHECK (max_quantity >= 0),
      stock integer CHECK (stock >= 0),
      mulligans integer NOT NULL DEFAULT 0 CHECK (mulligans >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE TABLE add_on_sales (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      product_id uuid NOT NULL REFERENCES add_on_products (id) ON DELETE CASCADE,
      team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      player_id uuid REFERENCES players (id) ON DELETE SET NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      ledger_entry_id uuid NOT NULL REFERENCES ledger_entries (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('CREATE INDEX add_on_sales_product_idx ON add_on_sales (product_id)');
    await queryRunner.query('CREATE INDEX add_on_sales_team_idx ON add_on_sales (team_id)');
    await queryRunner.query(`CREATE TABLE mulligan_uses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      player_id uuid REFERENCES players (id) ON DELETE SET NULL,
      hole smallint NOT NULL CHECK (hole BETWEEN 1 AND 18),
      used_by text NOT NULL,
      used_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('CREATE INDEX mulligan_uses_team_idx ON mulligan_uses (team_id, used_at)');
    await queryRunner.query(`CREATE TABLE mulligan_rules (
      tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
      blocked_holes smallint[] NOT NULL DEFAULT '{}'
    )`);
    await queryRunner.query(`CREATE TABLE birdie_pledges (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      donor_name text,
      anonymous boolean NOT NULL DEFAULT false,
      contact_email text,
      team_id uuid REFERENCES teams (id) ON DELETE CASCADE,
      cents_per_birdie bigint NOT NULL CHECK (cents_per_birdie > 0),
      cap_cents bigint CHECK (cap_cents > 0),
      ledger_entry_id uuid REFERENCES ledger_entries (id),
      recorded_by text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('CREATE INDEX birdie_pledges_tournament_idx ON birdie_pledges (tournament_id, created_at)');
    await queryRunner.query(`INSERT INTO ledger_entries (tournament_id, kind, amount_cents, method, private_note, state, recorded_at)
      SELECT id, 'adjustment', charity_raised_cents, 'complimentary', 'Opening balance: the amount raised before the ledger', 'received', updated_at
      FROM tournaments WHERE charity_raised_cents <> 0`);
    await queryRunner.query(`INSERT INTO ledger_history (entry_id, action, at) SELECT id, 'recorded', recorded_at FROM ledger_entries`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'birdie_pledges',
      'mulligan_rules',
      'mulligan_uses',
      'add_on_sales',
      'add_on_products',
      'hole_sponsors',
      'sponsors',
      'sponsor_tiers',
      'ledger_history',
      'ledger_entries',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
