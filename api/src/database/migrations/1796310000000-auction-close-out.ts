import type { MigrationInterface, QueryRunner } from 'typeorm';

const templatesBefore = `'registration-confirmation', 'captain-invite', 'waitlist-offer', 'refund-notice', 'gift-receipt', 'event-invite', 'previous-field-invite', 'auction-outbid'`;
const kindsBefore = `'donation', 'sponsorship', 'add-on-sale', 'pledge-payment', 'entry-fee', 'adjustment'`;

/**
 * The auction after the bids: where each bidder number came from, the winners settled at an item's close (each
 * a line of the winner's bill until the desk or a verified webhook pays it into the ledger as kind `auction`),
 * the fund-a-need and its gifts, online auction checkouts, and the winner's e-mail.
 */
export class AuctionCloseOut1796310000000 implements MigrationInterface {
  name = 'AuctionCloseOut1796310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bidder_numbers ADD COLUMN source text NOT NULL DEFAULT 'bid' CHECK (source IN ('bid', 'check-in', 'guest'))`);
    await queryRunner.query(`UPDATE bidder_numbers SET source = 'guest' WHERE user_id IS NULL`);
    await queryRunner.query(`
      CREATE TABLE auction_wins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        item_id uuid NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
        bidder_number integer NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents > 0),
        fair_market_value_cents integer NOT NULL DEFAULT 0 CHECK (fair_market_value_cents >= 0),
        settled_at timestamptz NOT NULL,
        -- Set when the winner's place was offered to the next bidder: the row stays, unpaid, as history.
        passed_at timestamptz,
        passed_by text,
        paid_at timestamptz,
        ledger_entry_id uuid REFERENCES ledger_entries (id),
        paid_by text,
        FOREIGN KEY (tournament_id, bidder_number) REFERENCES bidder_numbers (tournament_id, number)
      )`);
    await queryRunner.query('CREATE INDEX auction_wins_bidder ON auction_wins (tournament_id, bidder_number)');
    // One live win per item and bidder; a passed win is history.
    await queryRunner.query('CREATE UNIQUE INDEX auction_wins_live ON auction_wins (item_id, bidder_number) WHERE passed_at IS NULL');
    await queryRunner.query('ALTER TABLE auction_items ADD COLUMN settled_at timestamptz');
    await queryRunner.query(`
      CREATE TABLE auction_fund_a_need (
        tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        levels_cents integer[] NOT NULL CHECK (cardinality(levels_cents) BETWEEN 1 AND 8),
        open boolean NOT NULL DEFAULT true,
        goal_cents integer CHECK (goal_cents > 0),
        updated_by text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE auction_fund_a_need_gifts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        bidder_number integer NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        given_by text NOT NULL,
        idempotency_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        ledger_entry_id uuid REFERENCES ledger_entries (id),
        paid_by text,
        UNIQUE (tournament_id, bidder_number, idempotency_key),
        FOREIGN KEY (tournament_id, bidder_number) REFERENCES bidder_numbers (tournament_id, number)
      )`);
    await queryRunner.query('CREATE INDEX auction_fund_a_need_gifts_bidder ON auction_fund_a_need_gifts (tournament_id, bidder_number)');
    await queryRunner.query('ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check');
    await queryRunner.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (${kindsBefore}, 'auction'))`);
    await queryRunner.query('ALTER TABLE payment_checkouts DROP CONSTRAINT payment_checkouts_purpose_check');
    await queryRunner.query(
      `ALTER TABLE payment_checkouts ADD CONSTRAINT payment_checkouts_purpose_check CHECK (purpose IN ('registration', 'donation', 'auction'))`,
    );
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check');
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template IN (${templatesBefore}, 'auction-won'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM mail_outbox WHERE template = 'auction-won'`);
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check');
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template IN (${templatesBefore}))`);
    await queryRunner.query(`DELETE FROM payment_checkouts WHERE purpose = 'auction'`);
    await queryRunner.query('ALTER TABLE payment_checkouts DROP CONSTRAINT payment_checkouts_purpose_check');
    await queryRunner.query(`ALTER TABLE payment_checkouts ADD CONSTRAINT payment_checkouts_purpose_check CHECK (purpose IN ('registration', 'donation'))`);
    await queryRunner.query('DROP TABLE auction_fund_a_need_gifts');
    await queryRunner.query('DROP TABLE auction_fund_a_need');
    await queryRunner.query('DROP TABLE auction_wins');
    await queryRunner.query(`DELETE FROM ledger_entries WHERE kind = 'auction'`);
    await queryRunner.query('ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check');
    await queryRunner.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (${kindsBefore}))`);
    await queryRunner.query('ALTER TABLE auction_items DROP COLUMN settled_at');
    await queryRunner.query('ALTER TABLE bidder_numbers DROP COLUMN source');
  }
}
