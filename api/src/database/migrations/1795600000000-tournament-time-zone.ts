import type { MigrationInterface, QueryRunner } from 'typeorm';
import { venueTimeZone } from '../../modules/course/venue-time-zone';

interface Row {
  id: string;
  latitude: number | null;
  longitude: number | null;
}

/** Each tournament's venue time zone (its "today"); existing ones get the zone at their course, else the server's. */
export class TournamentTimeZone1795600000000 implements MigrationInterface {
  name = 'TournamentTimeZone1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE tournaments ADD COLUMN time_zone text');
    const rows: Row[] = await queryRunner.query(`
      SELECT t.id, c.latitude, c.longitude FROM tournaments t
      LEFT JOIN courses c ON c.id = t.course_id OR (t.course_id IS NULL AND lower(c.name) = lower(t.course_name))`);
    for (const row of rows) {
      const located = row.latitude !== null && row.longitude !== null;
      const zone = venueTimeZone(located ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null);
      await queryRunner.query('UPDATE tournaments SET time_zone = $1 WHERE id = $2 AND time_zone IS NULL', [zone, row.id]);
    }
    await queryRunner.query(`UPDATE tournaments SET time_zone = 'UTC' WHERE time_zone IS NULL`);
    await queryRunner.query(`ALTER TABLE tournaments ALTER COLUMN time_zone SET NOT NULL, ALTER COLUMN time_zone SET DEFAULT 'UTC'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE tournaments DROP COLUMN time_zone');
  }
}
