import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gifts paid by card: the donor's details wait here until the provider says paid (only then is the gift a
 * received ledger entry); the token is the receipt page's unguessable address.
 */
export class CardGifts1796160000000 implements MigrationInterface {
  name = 'CardGifts1796160000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE card_gifts (
        id uuid PRIMARY KEY,
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        token text NOT NULL UNIQUE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        donor_name text,
        anonymous boolean NOT NULL DEFAULT false,
        contact_email text,
        public_message text,
        team_id uuid,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'expired', 'refunded')),
        refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
        session_id text,
        checkout_url text,
        ledger_entry_id uuid,
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX card_gifts_tournament ON card_gifts (tournament_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE card_gifts');
  }
}
