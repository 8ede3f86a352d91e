import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail goes through an outbox: a message is a row written in the same transaction as what it tells of
 * (a payment, a refund), and the API's mail runner sends it after commit, retrying with backoff. An address
 * in mail_suppressions has unsubscribed and gets no mail that is not strictly transactional.
 */
export class MailOutbox1796120000000 implements MigrationInterface {
  name = 'MailOutbox1796120000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      recipient text NOT NULL,
      template text NOT NULL CHECK (template IN ('registration-confirmation', 'captain-invite', 'waitlist-offer', 'refund-notice', 'gift-receipt')),
      data jsonb NOT NULL,
      dedupe_key text NOT NULL CONSTRAINT mail_outbox_dedupe_key UNIQUE,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed', 'suppressed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      claim_id uuid,
      claimed_until timestamptz,
      last_error text,
      message_id text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE state = 'queued'`);
    await queryRunner.query('CREATE INDEX mail_outbox_tournament_idx ON mail_outbox (tournament_id, created_at DESC)');
    await queryRunner.query(`CREATE TABLE mail_suppressions (
      email text PRIMARY KEY CHECK (email = lower(email)),
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE mail_suppressions');
    await queryRunner.query('DROP TABLE mail_outbox');
  }
}
