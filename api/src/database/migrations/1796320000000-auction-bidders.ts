import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The auction's bidders and controls: one outbid notice per item and bidder (the e-mail waits in the outbox a
 * minute and is withdrawn when the bidder answers on the page; at most one per ten minutes), the outbox's
 * `withdrawn` state for such a message, and a guest's e-mail found fast when its account first signs in.
 */
export class AuctionBidders1796320000000 implements MigrationInterface {
  name = 'AuctionBidders1796320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auction_outbid_notices (
        item_id uuid NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
        bidder_number integer NOT NULL,
        dedupe_key text NOT NULL,
        queued_at timestamptz NOT NULL,
        PRIMARY KEY (item_id, bidder_number)
      )`);
    await queryRunner.query('CREATE INDEX bidder_numbers_email ON bidder_numbers (tournament_id, lower(email)) WHERE email IS NOT NULL');
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_state_check');
    await queryRunner.query(
      `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_state_check CHECK (state IN ('queued', 'sent', 'failed', 'suppressed', 'withdrawn'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM mail_outbox WHERE state = 'withdrawn'`);
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_state_check');
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_state_check CHECK (state IN ('queued', 'sent', 'failed', 'suppressed'))`);
    await queryRunner.query('DROP INDEX bidder_numbers_email');
    await queryRunner.query('DROP TABLE auction_outbid_notices');
  }
}
