import type { MigrationInterface, QueryRunner } from 'typeorm';

const templatesBefore = `'registration-confirmation', 'captain-invite', 'waitlist-offer', 'refund-notice', 'gift-receipt', 'event-invite'`;

/**
 * A cloned tournament knows the event it was cloned from (tournaments.cloned_from), so its organisers can invite
 * that event's players and donors to register; previous_field_invitations marks each address invited to an
 * event (one e-mail per person per event), and the invitation e-mail joins the outbox's templates.
 */
export class PreviousFieldInvites1796220000000 implements MigrationInterface {
  name = 'PreviousFieldInvites1796220000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE tournaments ADD COLUMN cloned_from uuid NULL REFERENCES tournaments(id) ON DELETE SET NULL');
    await queryRunner.query(`CREATE TABLE previous_field_invitations (
      tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
      email text NOT NULL CHECK (email = lower(email)),
      invited_by text NOT NULL,
      invited_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tournament_id, email)
    )`);
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check');
    await queryRunner.query(
      `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template IN (${templatesBefore}, 'previous-field-invite'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM mail_outbox WHERE template = 'previous-field-invite'`);
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check');
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template IN (${templatesBefore}))`);
    await queryRunner.query('DROP TABLE previous_field_invitations');
    await queryRunner.query('ALTER TABLE tournaments DROP COLUMN cloned_from');
  }
}
