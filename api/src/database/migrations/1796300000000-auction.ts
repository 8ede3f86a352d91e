import type { MigrationInterface, QueryRunner } from 'typeorm';

const templatesBefore = `'registration-confirmation', 'captain-invite', 'waitlist-offer', 'refund-notice', 'gift-receipt', 'event-invite', 'previous-field-invite'`;

/**
 * The silent auction. Items carry the engine's standing (price, maxima, the close a late bid moved), changed
 * only under the item's row lock; every bid is a row, never edited, naming the bidder and the account. Bidder
 * numbers are per tournament and shown publicly instead of names; the e-mail kept with one (private) is where the
 * outbid e-mail goes, which joins the outbox's templates.
 */
export class Auction1796300000000 implements MigrationInterface {
  name = 'Auction1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auction_settings (
        tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
        opens_at timestamptz,
        closes_at timestamptz,
        soft_close_minutes smallint NOT NULL DEFAULT 2 CHECK (soft_close_minutes BETWEEN 0 AND 60),
        hard_cap_at timestamptz,
        who_may_bid text NOT NULL DEFAULT 'checked-in' CHECK (who_may_bid IN ('signed-in', 'checked-in')),
        updated_by text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE auction_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        photos text[] NOT NULL DEFAULT '{}' CHECK (cardinality(photos) <= 4),
        donor_name text,
        fair_market_value_cents integer NOT NULL DEFAULT 0 CHECK (fair_market_value_cents >= 0),
        category text NOT NULL DEFAULT '',
        starting_bid_cents integer NOT NULL CHECK (starting_bid_cents > 0),
        increment_rule jsonb NOT NULL,
        buy_now_cents integer CHECK (buy_now_cents > 0),
        reserve_cents integer CHECK (reserve_cents > 0),
        quantity smallint NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 100),
        opens_at timestamptz,
        closes_at timestamptz,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'withdrawn')),
        price_cents integer,
        standings jsonb NOT NULL DEFAULT '[]',
        bid_count integer NOT NULL DEFAULT 0,
        bought_by integer,
        extended_close_at timestamptz,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_by text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX auction_items_tournament ON auction_items (tournament_id, created_at)');
    await queryRunner.query(`
      CREATE TABLE bidder_numbers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        number integer NOT NULL CHECK (number > 0),
        user_id text,
        guest_name text,
        email text,
        assigned_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (tournament_id, number),
        UNIQUE (tournament_id, user_id),
        CHECK (user_id IS NOT NULL OR guest_name IS NOT NULL)
      )`);
    await queryRunner.query(`
      CREATE TABLE auction_bids (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        item_id uuid NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
        bidder_number integer NOT NULL,
        placed_by text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        max_cents integer NOT NULL CHECK (max_cents >= amount_cents),
        requested_amount_cents integer,
        requested_max_cents integer,
        idempotency_key text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('winning', 'outbid', 'bought')),
        price_after_cents integer NOT NULL,
        created_at timestamptz NOT NULL,
        UNIQUE (tournament_id, bidder_number, idempotency_key),
        FOREIGN KEY (tournament_id, bidder_number) REFERENCES bidder_numbers (tournament_id, number)
      )`);
    await queryRunner.query('CREATE INDEX auction_bids_item ON auction_bids (item_id, seq)');
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check');
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template IN (${templatesBefore}, 'auction-outbid'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM mail_outbox WHERE template = 'auction-outbid'`);
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check');
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template IN (${templatesBefore}))`);
    await queryRunner.query('DROP TABLE auction_bids');
    await queryRunner.query('DROP TABLE bidder_numbers');
    await queryRunner.query('DROP TABLE auction_items');
    await queryRunner.query('DROP TABLE auction_settings');
  }
}
