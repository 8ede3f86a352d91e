import { coursesResponse } from '@fairway/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadEnv } from '../src/config/load-env';
import { createApp } from '../src/create-app';
import { courseCatalogue } from '../src/database/seeds/course-catalogue';
import { CourseCatalogueSeeder } from '../src/modules/course/course-catalogue.seeder';
import { CourseEntity, CourseTeeEntity } from '../src/modules/course/course.entity';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

describe('GET /api/courses and the catalogue seed', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let seeder: CourseCatalogueSeeder;

  beforeAll(async () => {
    testApp = await startTestApp();
    dataSource = testApp.app.get(DataSource);
    seeder = testApp.app.get(CourseCatalogueSeeder);
  });

  afterAll(() => testApp?.close());

  const countRows = async () => ({
    courses: await dataSource.getRepository(CourseEntity).count(),
    tees: await dataSource.getRepository(CourseTeeEntity).count(),
  });
  const catalogueTeeCount = courseCatalogue.reduce((sum, course) => sum + course.tees.length, 0);

  it('lists every catalogue course to visitors, with tees in order and their holes', async () => {
    const response = await request(testApp.http).get('/api/courses').expect(200);
    const courses = coursesResponse.parse(response.body);

    expect(courses.map((course) => course.name).sort()).toEqual(courseCatalogue.map((course) => course.name).sort());
    for (const source of courseCatalogue) {
      const listed = courses.find((course) => course.name === source.name)!;
      expect(listed).toMatchObject({ location: source.location, latitude: source.latitude, longitude: source.longitude });
      expect(listed.tees.map((tee) => tee.name)).toEqual(source.tees.map((tee) => tee.name));
      source.tees.forEach((tee, index) => {
        expect(listed.tees[index]).toEqual({
          name: tee.name,
          slope: tee.slopeRating,
          rating: tee.courseRating,
          par: tee.par,
          holes: tee.holes.map(({ number, par, yardage, handicap }) => ({ number, par, yardage, handicap })),
        });
      });
    }
  });

  it('lists courses alphabetically', async () => {
    const response = await request(testApp.http).get('/api/courses').expect(200);
    const names = (response.body as Array<{ name: string }>).map((course) => course.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('seeds idempotently: running it again changes no id and duplicates nothing', async () => {
    const before = await dataSource.getRepository(CourseEntity).find({ relations: { tees: true } });
    await seeder.seed();
    await seeder.seed();
    const after = await dataSource.getRepository(CourseEntity).find({ relations: { tees: true } });

    expect(await countRows()).toEqual({ courses: courseCatalogue.length, tees: catalogueTeeCount });
    const ids = (courses: CourseEntity[]) => courses.flatMap((course) => [course.id, ...course.tees.map((tee) => tee.id)]).sort();
    expect(ids(after)).toEqual(ids(before));
  });

  it('keeps rows that are not in the catalogue and applies catalogue corrections in place', async () => {
    const custom = await dataSource.getRepository(CourseEntity).save({ name: 'Club Course', location: 'Springfield, Ohio', latitude: null, longitude: null });
    const pebble = courseCatalogue[0]!;
    const stored = await dataSource.getRepository(CourseEntity).findOneByOrFail({ name: pebble.name, location: pebble.location });
    const corrected = [{ ...pebble, latitude: 36.5, tees: [{ ...pebble.tees[0]!, slopeRating: 140 }] }];

    await seeder.seed(corrected);

    const after = await dataSource.getRepository(CourseEntity).findOneOrFail({ where: { id: stored.id }, relations: { tees: true } });
    expect(after.latitude).toBe(36.5);
    expect(after.tees.find((tee) => tee.sortOrder === 0)!.slope).toBe(140);
    expect(after.tees).toHaveLength(pebble.tees.length);
    expect(await dataSource.getRepository(CourseEntity).findOneBy({ id: custom.id })).not.toBeNull();

    await seeder.seed();
    await dataSource.getRepository(CourseEntity).delete({ id: custom.id });
    expect(await countRows()).toEqual({ courses: courseCatalogue.length, tees: catalogueTeeCount });
  });

  it('does not duplicate anything when two API instances start together on an empty database', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: database.url });
      const apps = await Promise.all([createApp({ config, databaseUrl: database.url }), createApp({ config, databaseUrl: database.url })]);
      const rows = await apps[0].get(DataSource).query('SELECT (SELECT count(*) FROM courses) AS courses, (SELECT count(*) FROM course_tees) AS tees');
      await Promise.all(apps.map((app) => app.close()));
      expect(rows[0]).toEqual({ courses: courseCatalogue.length, tees: catalogueTeeCount });
    } finally {
      await database.drop();
    }
  });
});
