import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';
import type { CatalogueCourse, CatalogueHole, CatalogueTee } from '../../database/seeds/course-catalogue';

// Any constant works: it only has to be the same for every API replica sharing the database.
const SEED_LOCK_KEY = 1_795_300_001;

const LOCK_SEED = new NamedStatement<{ key: 'bigint' }, never>('course-catalogue-lock', { key: 'bigint' }, ({ key }) => `SELECT pg_advisory_xact_lock(${key})`);

const UPSERT_COURSE = new NamedStatement<{ name: 'text'; location: 'text'; latitude: 'numeric'; longitude: 'numeric' }, { id: string }>(
  'course-catalogue-upsert-course',
  { name: 'text', location: 'text', latitude: 'numeric', longitude: 'numeric' },
  ({ name, location, latitude, longitude }) => `
  INSERT INTO courses (name, location, latitude, longitude) VALUES (${name}, ${location}, ${latitude}, ${longitude})
  ON CONFLICT (name, location) DO UPDATE SET
    latitude = EXCLUDED.latitude,
    longitude = EXCLUDED.longitude,
    updated_at = CASE
      WHEN (courses.latitude, courses.longitude) IS DISTINCT FROM (EXCLUDED.latitude, EXCLUDED.longitude) THEN now()
      ELSE courses.updated_at
    END
  RETURNING id`,
);

const UPSERT_TEE = new NamedStatement<
  { courseId: 'uuid'; sortOrder: 'smallint'; name: 'text'; slope: 'smallint'; courseRating: 'numeric'; par: 'smallint'; holes: 'jsonb' },
  never
>(
  'course-catalogue-upsert-tee',
  { courseId: 'uuid', sortOrder: 'smallint', name: 'text', slope: 'smallint', courseRating: 'numeric', par: 'smallint', holes: 'jsonb' },
  (refs) => `
  INSERT INTO course_tees (course_id, sort_order, name, slope, course_rating, par, holes)
  VALUES (${refs.courseId}, ${refs.sortOrder}, ${refs.name}, ${refs.slope}, ${refs.courseRating}, ${refs.par}, ${refs.holes})
  ON CONFLICT (course_id, sort_order) DO UPDATE SET
    name = EXCLUDED.name,
    slope = EXCLUDED.slope,
    course_rating = EXCLUDED.course_rating,
    par = EXCLUDED.par,
    holes = EXCLUDED.holes`,
);

/** The catalogue's writes into courses and course_tees, each in the caller's transaction. */
@Injectable()
export class CourseCatalogueRepository {
  /** Replicas starting together seed one after another: the lock is held until the transaction ends. */
  async lockSeed(manager: EntityManager): Promise<void> {
    await LOCK_SEED.run(manager, { key: SEED_LOCK_KEY });
  }

  /** The course matched by name and location (its coordinates brought up to date), new if none matches; answers its id. */
  async upsertCourse(manager: EntityManager, { name, location, latitude, longitude }: CatalogueCourse): Promise<string> {
    const row = await UPSERT_COURSE.first(manager, { name, location, latitude, longitude });
    return row!.id;
  }

  /** The course's tee at `sortOrder`, replaced by this one. */
  async upsertTee(manager: EntityManager, courseId: string, sortOrder: number, tee: CatalogueTee): Promise<void> {
    const holes = tee.holes.map(({ number, par, yardage, handicap }): CatalogueHole => ({ number, par, yardage, handicap }));
    await UPSERT_TEE.run(manager, { courseId, sortOrder, name: tee.name, slope: tee.slopeRating, courseRating: tee.courseRating, par: tee.par, holes });
  }
}
