import tzLookup from '@photostructure/tz-lookup';
import type { MigrationInterface, QueryRunner } from 'typeorm';

interface Row {
  id: string;
  latitude: number | null;
  longitude: number | null;
}

// A copy of the course module's venueTimeZone as it was when this migration was written: a migration runs
// the same on every database, whatever the live code later becomes.
function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function venueTimeZone(location: { latitude: number; longitude: number } | null): string {
  if (!location) return serverTimeZone();
  try {
    return tzLookup(location.latitude, location.longitude);
  } catch {
    return serverTimeZone();
  }
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
