import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger entry holding the donated share of the skins fees (null while nothing is donated): when the
 * entrants, the fee or the share change, this is the entry voided before the new amount is recorded.
 */
export class SkinsLedgerEntry1795970000000 implements MigrationInterface {
  name = 'SkinsLedgerEntry1795970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE skins_settings ADD COLUMN ledger_entry_id uuid REFERENCES ledger_entries (id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE skins_settings DROP COLUMN ledger_entry_id');
  }
}
