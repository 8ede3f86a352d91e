import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The local identity service's signing key (used under the Auth emulator): created once by the first API to
 * start, then read by every replica, so a token one replica signed is accepted by all. Never in the code.
 */
export class IdentitySigningKey1796000000000 implements MigrationInterface {
  name = 'IdentitySigningKey1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity_signing_keys (
        name text PRIMARY KEY,
        private_key_pem text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity_signing_keys');
  }
}
