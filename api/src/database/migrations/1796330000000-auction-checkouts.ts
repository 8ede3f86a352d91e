import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One payment of a bidder's bill: at the desk (its idempotency key makes a retried tap the same payment) or online
 * (the lines and the total fixed when the checkout opened; paid only by the verified webhook). The lines it paid
 * name it in auction_wins and auction_fund_a_need_gifts (each line also names its ledger entry).
 */
export class AuctionCheckouts1796330000000 implements MigrationInterface {
  name = 'AuctionCheckouts1796330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auction_checkouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        bidder_number integer NOT NULL,
        channel text NOT NULL CHECK (channel IN ('desk', 'online')),
        idempotency_key text,
        method text NOT NULL CHECK (method IN ('cash', 'card', 'cheque')),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        win_ids uuid[] NOT NULL DEFAULT '{}',
        gift_ids uuid[] NOT NULL DEFAULT '{}',
        state text NOT NULL CHECK (state IN ('open', 'paid', 'expired')),
        session_id text UNIQUE,
        checkout_url text,
        expires_at timestamptz,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        -- Refunds accounted for (an online checkout): each provider refund is an adjustment entry of minus its part; a part paid
        -- twice (the desk took it meanwhile) was never in the ledger and is counted here when its refund is asked.
        refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
        UNIQUE (tournament_id, bidder_number, idempotency_key),
        FOREIGN KEY (tournament_id, bidder_number) REFERENCES bidder_numbers (tournament_id, number)
      )`);
    await queryRunner.query('ALTER TABLE auction_wins ADD COLUMN checkout_id uuid REFERENCES auction_checkouts (id)');
    await queryRunner.query('ALTER TABLE auction_fund_a_need_gifts ADD COLUMN checkout_id uuid REFERENCES auction_checkouts (id)');
    // The close job looks for items whose close passed and are not settled yet.
    await queryRunner.query(`CREATE INDEX auction_items_unsettled ON auction_items (tournament_id) WHERE settled_at IS NULL AND status = 'open'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX auction_items_unsettled');
    await queryRunner.query('ALTER TABLE auction_fund_a_need_gifts DROP COLUMN checkout_id');
    await queryRunner.query('ALTER TABLE auction_wins DROP COLUMN checkout_id');
    await queryRunner.query('DROP TABLE auction_checkouts');
  }
}
