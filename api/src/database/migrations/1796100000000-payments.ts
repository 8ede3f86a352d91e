import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online payments: each checkout asked of a provider (its state as the verified webhook events left it),
 * each webhook event id (stored before it is acted on: a repeat is a no-op), each refund asked for (its
 * reason and who asked), and the built-in test provider's own sessions (the stand-in processor's side).
 */
export class Payments1796100000000 implements MigrationInterface {
  name = 'Payments1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_checkouts (
        session_id text PRIMARY KEY,
        provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('registration', 'donation')),
        reference_id text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        line_items jsonb NOT NULL,
        customer_email text,
        state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'paid', 'expired', 'partially-refunded', 'refunded')),
        refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents),
        expires_at timestamptz NOT NULL,
        payment_intent_id text UNIQUE,
        payer_email text,
        paid_at timestamptz,
        expired_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX payment_checkouts_tournament ON payment_checkouts (tournament_id)');
    await queryRunner.query('CREATE INDEX payment_checkouts_reference ON payment_checkouts (purpose, reference_id)');
    await queryRunner.query(`
      CREATE TABLE payment_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        session_id text,
        payment_intent_id text,
        refunded_cents integer,
        result text NOT NULL CHECK (result IN ('applied', 'ignored', 'held', 'unmatched')),
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX payment_events_held ON payment_events (payment_intent_id) WHERE result = 'held'`);
    await queryRunner.query(`
      CREATE TABLE payment_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id text NOT NULL REFERENCES payment_checkouts (session_id) ON DELETE CASCADE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        reason text NOT NULL,
        requested_by_uid text,
        requested_by_name text,
        state text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'sent', 'failed', 'applied')),
        provider_refund_id text,
        applied_event_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX payment_refunds_session ON payment_refunds (session_id, created_at)');
    await queryRunner.query(`
      CREATE TABLE payment_test_sessions (
        session_id text PRIMARY KEY,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
        awaiting_authentication boolean NOT NULL DEFAULT false,
        amount_cents integer NOT NULL,
        line_items jsonb NOT NULL,
        metadata jsonb NOT NULL,
        customer_email text,
        success_url text NOT NULL,
        cancel_url text NOT NULL,
        expires_at timestamptz NOT NULL,
        payment_intent_id text UNIQUE,
        refunded_cents integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX payment_test_sessions_open ON payment_test_sessions (expires_at) WHERE status = 'open'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment_test_sessions');
    await queryRunner.query('DROP TABLE payment_refunds');
    await queryRunner.query('DROP TABLE payment_events');
    await queryRunner.query('DROP TABLE payment_checkouts');
  }
}
