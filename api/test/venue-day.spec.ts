import { activeTournamentsResponse, calendarDateInZone, messages, tournament } from '@fairway/contracts';
import request from 'supertest';
import { courseCatalogue } from '../src/database/seeds/course-catalogue';
import { serverTimeZone } from '../src/modules/course/venue-time-zone';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

// UTC+14 and UTC-11 are 25 hours apart: their calendar dates always differ, whatever time the test runs.
const east = 'Pacific/Kiritimati';
const west = 'Pacific/Pago_Pago';
const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const pebble = courseCatalogue.find((course) => course.name.startsWith('Pebble Beach'))!;
const straits = courseCatalogue.find((course) => course.location.includes('Wisconsin'))!;
const customHoles = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: 4, yardage: 360 + index, handicap: 18 - index }));

describe("the venue's day over HTTP", () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let admin: TestUser;
  const api = () => request(testApp.http);
  const body = (overrides: object = {}) => ({
    name: 'Island Open',
    date: calendarDateInZone(east),
    course: pebble.name,
    format: 'stroke-play',
    charityName: 'Reef Fund',
    charityGoal: 100,
    ...overrides,
  });
  const create = (overrides: object) => api().post('/api/tournaments').set('Authorization', admin.bearer).send(body(overrides));

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    admin = await signUpTestUser('venue-admin');
  });

  afterAll(() => testApp?.close());

  it("gives a new tournament the time zone at its course's location", async () => {
    const atPebble = tournament.parse((await create({}).expect(201)).body);
    const atStraits = tournament.parse((await create({ course: straits.name }).expect(201)).body);
    const offCatalogue = tournament.parse((await create({ course: 'Backyard Links', holes: customHoles }).expect(201)).body);
    expect([atPebble.timeZone, atStraits.timeZone, offCatalogue.timeZone]).toEqual(['America/Los_Angeles', 'America/Chicago', serverTimeZone()]);
  });

  it('tells clients the time zone of each course on file', async () => {
    const courses = (await api().get('/api/courses').expect(200)).body as Array<{ name: string; timeZone: string | null }>;
    expect(courses.find((course) => course.name === pebble.name)?.timeZone).toBe('America/Los_Angeles');
  });

  it("judges the status at creation by the venue's today", async () => {
    const eastToday = tournament.parse((await create({ timeZone: east, date: calendarDateInZone(east) }).expect(201)).body);
    const westToday = tournament.parse((await create({ timeZone: west, date: calendarDateInZone(west) }).expect(201)).body);
    const westTomorrowIsEastToday = tournament.parse((await create({ timeZone: west, date: calendarDateInZone(east) }).expect(201)).body);
    expect([eastToday.status, westToday.status, westTomorrowIsEastToday.status]).toEqual(['active', 'active', 'upcoming']);
    expect(eastToday.timeZone).toBe(east);
  });

  it("refuses a date before the venue's today even when it is still that date elsewhere", async () => {
    const yesterdayInTheEast = dayBefore(calendarDateInZone(east));
    const response = await create({ timeZone: east, date: yesterdayInTheEast }).expect(400);
    expect(response.body.details).toContainEqual({ path: 'date', message: messages.tournament.dateInPast });
    await create({ timeZone: west, date: calendarDateInZone(west) }).expect(201);
  });

  it('refuses a time zone that does not exist', async () => {
    const response = await create({ timeZone: 'Mars/Olympus' }).expect(400);
    expect(response.body.details).toContainEqual({ path: 'timeZone', message: messages.tournament.timeZoneInvalid });
  });

  it('lists as active today the active tournaments dated today at their own venue', async () => {
    const date = calendarDateInZone(east);
    const here = await fx.tournament({ adminUserId: admin.uid, name: 'East today', status: 'active', date, timeZone: east });
    const notYet = await fx.tournament({ adminUserId: admin.uid, name: 'West tomorrow', status: 'active', date, timeZone: west });
    const list = activeTournamentsResponse.parse((await api().get('/api/tournaments/active').expect(200)).body).map((entry) => entry.id);
    expect(list).toContain(here.id);
    expect(list).not.toContain(notYet.id);
  });

  it('lets the admin change the time zone, and only to a real one', async () => {
    const created = tournament.parse((await create({}).expect(201)).body);
    const changed = await api().patch(`/api/tournaments/${created.id}`).set('Authorization', admin.bearer).send({ timeZone: 'Europe/London' }).expect(200);
    expect(tournament.parse(changed.body).timeZone).toBe('Europe/London');
    await api().patch(`/api/tournaments/${created.id}`).set('Authorization', admin.bearer).send({ timeZone: 'Nowhere' }).expect(400);
  });
});
