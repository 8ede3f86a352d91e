import type { DataSource, EntityManager } from 'typeorm';
import { type CatalogueCourse, type CatalogueTee, courseCatalogue } from './course-catalogue';

// Any constant works: it only has to be the same for every API replica sharing the database.
const SEED_LOCK_KEY = 1_795_300_001;

const upsertCourseSql = `
  INSERT INTO courses (name, location, latitude, longitude) VALUES ($1, $2, $3, $4)
  ON CONFLICT (name, location) DO UPDATE SET
    latitude = EXCLUDED.latitude,
    longitude = EXCLUDED.longitude,
    updated_at = CASE
      WHEN (courses.latitude, courses.longitude) IS DISTINCT FROM (EXCLUDED.latitude, EXCLUDED.longitude) THEN now()
      ELSE courses.updated_at
    END
  RETURNING id`;

const upsertTeeSql = `
  INSERT INTO course_tees (course_id, sort_order, name, slope, course_rating, par, holes)
  VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
  ON CONFLICT (course_id, sort_order) DO UPDATE SET
    name = EXCLUDED.name,
    slope = EXCLUDED.slope,
    course_rating = EXCLUDED.course_rating,
    par = EXCLUDED.par,
    holes = EXCLUDED.holes`;

async function upsertTee(manager: EntityManager, courseId: string, sortOrder: number, tee: CatalogueTee): Promise<void> {
  const holes = tee.holes.map(({ number, par, yardage, handicap }) => ({ number, par, yardage, handicap }));
  await manager.query(upsertTeeSql, [courseId, sortOrder, tee.name, tee.slopeRating, tee.courseRating, tee.par, JSON.stringify(holes)]);
}

async function upsertCourse(manager: EntityManager, course: CatalogueCourse): Promise<void> {
  const rows: Array<{ id: string }> = await manager.query(upsertCourseSql, [course.name, course.location, course.latitude, course.longitude]);
  const courseId = rows[0]!.id;
  for (const [sortOrder, tee] of course.tees.entries()) await upsertTee(manager, courseId, sortOrder, tee);
}

/**
 * Writes the catalogue into courses/course_tees, matching courses by name + location and tees by their
 * order, so ids stay stable (tournaments point at them) and a restart never duplicates anything. Rows
 * that are not in the catalogue are left alone. Replicas starting together take turns on an advisory lock.
 */
export async function seedCourseCatalogue(dataSource: DataSource, catalogue: readonly CatalogueCourse[] = courseCatalogue): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    for (const course of catalogue) await upsertCourse(manager, course);
  });
}
