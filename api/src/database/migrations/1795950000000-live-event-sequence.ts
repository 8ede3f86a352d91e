import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The last live event id of each tournament, kept with the data it describes: a Redis restart or flush,
 * a replica restart or both at once never send ids back (streams resume with Last-Event-ID) nor freeze them
 * (replicas ignore ids they have seen). No foreign key: a deleted tournament's last event still takes ids.
 */
export class LiveEventSequence1795950000000 implements MigrationInterface {
  name = 'LiveEventSequence1795950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE live_event_sequence (tournament_id uuid PRIMARY KEY, last_id bigint NOT NULL)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE live_event_sequence');
  }
}
