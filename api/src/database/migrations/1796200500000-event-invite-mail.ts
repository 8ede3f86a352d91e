import type { MigrationInterface, QueryRunner } from 'typeorm';

const templatesBefore = `'registration-confirmation', 'captain-invite', 'waitlist-offer', 'refund-notice', 'gift-receipt'`;

/**
 * The event team's invitation e-mail joins the outbox's templates. A withdrawn invitation keeps its code's hash,
 * so its link says it was withdrawn rather than unknown; only an accepted one forgets it.
 */
export class EventInviteMail1796200500000 implements MigrationInterface {
  name = 'EventInviteMail1796200500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check');
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template IN (${templatesBefore}, 'event-invite'))`);
    await queryRunner.query('ALTER TABLE event_members DROP CONSTRAINT event_members_check');
    await queryRunner.query(`ALTER TABLE event_members ADD CONSTRAINT event_members_code_check CHECK (status <> 'active' OR code_hash IS NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE event_members SET code_hash = NULL WHERE status = 'revoked'`);
    await queryRunner.query('ALTER TABLE event_members DROP CONSTRAINT event_members_code_check');
    await queryRunner.query(`ALTER TABLE event_members ADD CONSTRAINT event_members_check CHECK (status = 'invited' OR code_hash IS NULL)`);
    await queryRunner.query(`DELETE FROM mail_outbox WHERE template = 'event-invite'`);
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check');
    await queryRunner.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template IN (${templatesBefore}))`);
  }
}
