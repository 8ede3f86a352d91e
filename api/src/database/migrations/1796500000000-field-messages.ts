import type { MigrationInterface, QueryRunner } from 'typeorm';

const templatesBefore = `'registration-confirmation', 'captain-invite', 'waitlist-offer', 'refund-notice', 'gift-receipt', 'event-invite', 'previous-field-invite', 'auction-outbid', 'auction-won'`;
const templatesAdded = `'field-message', 'event-reminder', 'event-results', 'donor-thank-you'`;

/**
 * The players' messages: each message to the field (and the one reminder and the one results message of a
 * tournament) with who sent it and to whom; the reminder's settings; each outbox row names its message (batch_id)
 * so the organiser sees the delivery per recipient.
 */
export class FieldMessages1796500000000 implements MigrationInterface {
  name = 'FieldMessages1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE field_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('message', 'reminder', 'results')),
        audience jsonb NOT NULL,
        -- The teams the audience was when it was sent (one team, the unpaid); null: every team.
        audience_team_ids uuid[] NULL,
        subject text NOT NULL,
        body text NOT NULL,
        show_on_scorecards boolean NOT NULL DEFAULT false,
        sent_by text NULL,
        sent_by_name text NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX field_messages_tournament_idx ON field_messages (tournament_id, sent_at DESC)');
    // One reminder and one results message per tournament, however many replicas race to send them.
    await queryRunner.query(`CREATE UNIQUE INDEX field_messages_once ON field_messages (tournament_id, kind) WHERE kind IN ('reminder', 'results')`);
    await queryRunner.query(`
      CREATE TABLE message_reminders (
        tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
        enabled boolean NOT NULL,
        days_before smallint NOT NULL CHECK (days_before BETWEEN 1 AND 14),
        send_at text NOT NULL CHECK (send_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        updated_by text NOT NULL,
        updated_by_name text NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('ALTER TABLE mail_outbox ADD COLUMN batch_id uuid NULL REFERENCES field_messages (id) ON DELETE SET NULL');
    await queryRunner.query('CREATE INDEX mail_outbox_batch_idx ON mail_outbox (batch_id) WHERE batch_id IS NOT NULL');
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check');
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template IN (${templatesBefore}, ${templatesAdded}))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM mail_outbox WHERE template IN (${templatesAdded})`);
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check');
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template IN (${templatesBefore}))`);
    await queryRunner.query('ALTER TABLE mail_outbox DROP COLUMN batch_id');
    await queryRunner.query('DROP TABLE message_reminders');
    await queryRunner.query('DROP TABLE field_messages');
  }
}
