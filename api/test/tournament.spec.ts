import { activeTournamentsResponse, calendarDateInZone, localCalendarDate, messages, tournament, tournamentsResponse } from '@fairway/contracts';
import request from 'supertest';
import { courseCatalogue } from '../src/database/seeds/course-catalogue';
import { CourseEntity } from '../src/modules/course/course.entity';
import { ScoreEntity } from '../src/modules/score/score.entity';
import { PlayerEntity, TeamEntity } from '../src/modules/team/team.entity';
import { TournamentEntity } from '../src/modules/tournament/tournament.entity';
import { appWithFixtures } from './support/fixtures';
import { refusedCallers } from './support/test-users';

function addDays(date: string, days: number): string {
  const instant = new Date(`${date}T12:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

const pebble = courseCatalogue[0]!;
const torrey = courseCatalogue.find((course) => course.name.startsWith('Torrey Pines'))!;
const firstTeeHoles = (course: typeof pebble) => course.tees[0]!.holes.map(({ number, par, yardage, handicap }) => ({ number, par, yardage, handicap }));
const customHoles = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: 4, yardage: 360 + index, handicap: 18 - index }));

describe('tournaments over HTTP', () => {
  const suite = appWithFixtures('admin', 'other', 'member');
  const { admin, other, member } = suite.users;
  const today = localCalendarDate();
  const tomorrow = addDays(today, 1);

  const api = () => request(suite.testApp.http);
  const validBody = () => ({
    name: 'Spring Charity Classic',
    date: tomorrow,
    course: pebble.name,
    format: 'best-ball',
    charityName: 'Junior Golf Foundation',
    charityGoal: 7500,
  });
  const tournamentCount = () => suite.setup.dataSource.getRepository(TournamentEntity).count();

  describe('POST /api/tournaments', () => {
    it('creates a tournament for the signed-in caller, who becomes its admin', async () => {
      const response = await api()
        .post('/api/tournaments')
        .set('Authorization', admin.bearer)
        .send({
          ...validBody(),
          sponsors: ['Acme Golf', 'Birdie Bank'],
          charityPaypalLink: 'https://paypal.me/juniorgolf',
          adminUserId: 'someone-else',
          status: 'completed',
          charityRaised: 999,
        })
        .expect(201);

      const created = tournament.parse(response.body);
      const course = await suite.setup.dataSource.getRepository(CourseEntity).findOneByOrFail({ name: pebble.name });
      expect(created).toMatchObject({
        name: 'Spring Charity Classic',
        course: pebble.name,
        courseId: course.id,
        date: tomorrow,
        format: 'best-ball',
        adminUserId: admin.uid,
        status: 'upcoming',
        charityName: 'Junior Golf Foundation',
        charityGoal: 7500,
        charityRaised: 0,
        sponsors: ['Acme Golf', 'Birdie Bank'],
        charityPaypalLink: 'https://paypal.me/juniorgolf',
        tieBreak: 'share',
        handicapAllowances: null,
      });
      expect(created.holes).toEqual(firstTeeHoles(pebble));
      const stored = await suite.setup.dataSource.getRepository(TournamentEntity).findOneByOrFail({ id: created.id });
      expect(stored.charityGoalCents).toBe(750_000);
    });

    it('makes a tournament dated today active and stores the tie-break and allowance settings', async () => {
      const response = await api()
        .post('/api/tournaments')
        .set('Authorization', admin.bearer)
        .send({ ...validBody(), date: calendarDateInZone('America/Los_Angeles'), tieBreak: 'countback-all', handicapAllowances: { bestBall: 90 } })
        .expect(201);
      expect(tournament.parse(response.body)).toMatchObject({ status: 'active', tieBreak: 'countback-all', handicapAllowances: { bestBall: 90 } });
    });

    it('copies holes from the course given by courseId and names the tournament after that course', async () => {
      const course = await suite.setup.dataSource.getRepository(CourseEntity).findOneByOrFail({ name: torrey.name });
      const response = await api()
        .post('/api/tournaments')
        .set('Authorization', admin.bearer)
        .send({ ...validBody(), course: 'anything', courseId: course.id, holes: customHoles })
        .expect(201);
      expect(response.body).toMatchObject({ course: torrey.name, courseId: course.id, holes: firstTeeHoles(torrey) });
    });

    it('matches a catalogue course by name regardless of case and spacing', async () => {
      const response = await api()
        .post('/api/tournaments')
        .set('Authorization', admin.bearer)
        .send({ ...validBody(), course: `  ${torrey.name.toUpperCase()} ` })
        .expect(201);
      expect(response.body).toMatchObject({ course: torrey.name, holes: firstTeeHoles(torrey) });
    });

    it('accepts a course outside the catalogue when the client sends its 18 holes', async () => {
      const response = await api()
        .post('/api/tournaments')
        .set('Authorization', admin.bearer)
        .send({ ...validBody(), course: 'Club Course', holes: customHoles })
        .expect(201);
      expect(response.body).toMatchObject({ course: 'Club Course', courseId: null, holes: customHoles });
    });

    it.each([
      ['an unknown course without holes', { course: 'Nowhere Links' }],
      ['an unknown course id', { courseId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }],
      ['a course id that is not a uuid', { courseId: 'pebble-beach' }],
    ])("refuses %s with 'Selected course has no hole information'", async (_case, fields) => {
      const before = await tournamentCount();
      const response = await api()
        .post('/api/tournaments')
        .set('Authorization', admin.bearer)
        .send({ ...validBody(), ...fields })
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: messages.tournament.courseHasNoHoles });
      expect(await tournamentCount()).toBe(before);
    });

    it("refuses a catalogue course without tees with 'Selected course has no hole information'", async () => {
      await suite.setup.dataSource.getRepository(CourseEntity).save({ name: 'Teeless Links', location: 'Nowhere, Nevada', latitude: null, longitude: null });
      const response = await api()
        .post('/api/tournaments')
        .set('Authorization', admin.bearer)
        .send({ ...validBody(), course: 'Teeless Links', holes: customHoles })
        .expect(400);
      expect(response.body.message).toBe(messages.tournament.courseHasNoHoles);
    });

    it.each([
      ['name', '', messages.tournament.nameRequired],
      ['name', undefined, messages.tournament.nameRequired],
      ['date', '', messages.tournament.dateRequired],
      ['date', undefined, messages.tournament.dateRequired],
      ['date', '2026-02-30', messages.tournament.dateInvalid],
      ['date', '2000-01-01', messages.tournament.dateInPast],
      ['course', '', messages.tournament.courseRequired],
      ['format', '', messages.tournament.formatRequired],
      ['format', 'skins', messages.tournament.formatInvalid],
      ['charityName', ' ', messages.tournament.charityNameRequired],
      ['charityGoal', 0, messages.tournament.charityGoalMin],
      ['charityGoal', 'lots', messages.tournament.charityGoalMin],
      ['charityPaypalLink', 'paypal.me/kids', 'Invalid Link Format: Please enter a valid URL starting with http:// or https://'],
      ['holes', [{ number: 1, par: 4, yardage: 300, handicap: 1 }], messages.tournament.holesInvalid],
    ])('answers 400 for %s = %p with "%s" and creates nothing', async (field, value, message) => {
      const before = await tournamentCount();
      const response = await api()
        .post('/api/tournaments')
        .set('Authorization', admin.bearer)
        .send({ ...validBody(), [field]: value })
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(response.body.details).toContainEqual({ path: field, message });
      expect(await tournamentCount()).toBe(before);
    });

    // Security finding 5: JSON true, hex, exponent and padded text were stored as 1, 16, 1000 and 12.
    it.each([[true], ['0x10'], ['1e3'], [' 12 ']])('refuses a charity goal of %p (not a number) and creates nothing', async (charityGoal) => {
      const before = await tournamentCount();
      const response = await api()
        .post('/api/tournaments')
        .set('Authorization', admin.bearer)
        .send({ ...validBody(), charityGoal })
        .expect(400);
      expect(response.body.details).toContainEqual({ path: 'charityGoal', message: messages.tournament.charityGoalMin });
      expect(await tournamentCount()).toBe(before);
    });

    it('answers 400 for a body that is not an object', async () => {
      await api().post('/api/tournaments').set('Authorization', admin.bearer).send([1, 2]).expect(400);
      await api().post('/api/tournaments').set('Authorization', admin.bearer).set('content-type', 'application/json').send('"text"').expect(400);
    });

    it("answers a visitor 401 'Must be signed in to create tournaments' before looking at the body", async () => {
      const before = await tournamentCount();
      const response = await api().post('/api/tournaments').send({ name: '' }).expect(401);
      expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: messages.tournament.mustBeSignedIn, code: 'SIGN_IN_REQUIRED' });
      await api().post('/api/tournaments').set('Authorization', 'Bearer forged.token.value').send(validBody()).expect(401);
      expect(await tournamentCount()).toBe(before);
    });
  });

  describe('reads', () => {
    let activeToday: TournamentEntity;
    let upcomingToday: TournamentEntity;
    let activeTomorrow: TournamentEntity;
    let completedToday: TournamentEntity;

    beforeAll(async () => {
      activeToday = await suite.setup.tournament({ adminUserId: admin.uid, name: 'Active Today', status: 'active', date: today });
      upcomingToday = await suite.setup.tournament({ adminUserId: admin.uid, name: 'Upcoming Today', status: 'upcoming', date: today });
      activeTomorrow = await suite.setup.tournament({ adminUserId: admin.uid, name: 'Active Tomorrow', status: 'active', date: tomorrow });
      completedToday = await suite.setup.tournament({ adminUserId: admin.uid, name: 'Completed Today', status: 'completed', date: today });
    });

    it('GET /api/tournaments lists every tournament to visitors, newest date first', async () => {
      const response = await api().get('/api/tournaments').expect(200);
      const list = tournamentsResponse.parse(response.body);
      const ids = list.map((entry) => entry.id);
      expect(ids).toEqual(expect.arrayContaining([activeToday.id, upcomingToday.id, activeTomorrow.id, completedToday.id]));
      const dates = list.map((entry) => entry.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(ids.indexOf(activeTomorrow.id)).toBeLessThan(ids.indexOf(activeToday.id));
    });

    it('GET /api/tournaments/active lists only tournaments with status active dated today', async () => {
      const response = await api().get('/api/tournaments/active').expect(200);
      const list = activeTournamentsResponse.parse(response.body);
      expect(list.map((entry) => entry.id)).toContain(activeToday.id);
      // Other suites' tournaments share the database; each is "today" at its own venue, which differs from the
      // server's day around midnight.
      const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(list.every((entry) => entry.status === 'active' && entry.date === calendarDateInZone(entry.timeZone ?? serverZone))).toBe(true);
      for (const excluded of [upcomingToday, activeTomorrow, completedToday]) {
        expect(list.map((entry) => entry.id)).not.toContain(excluded.id);
      }
    });

    it('GET /api/tournaments/:id returns one tournament in dollars', async () => {
      const response = await api().get(`/api/tournaments/${activeToday.id}`).expect(200);
      expect(tournament.parse(response.body)).toMatchObject({
        id: activeToday.id,
        name: 'Active Today',
        course: pebble.name,
        charityGoal: 5000,
        charityRaised: 0,
        holes: firstTeeHoles(pebble),
      });
    });

    it("answers 404 'Tournament Not Found' for an unknown id and 400 for a malformed one", async () => {
      const missing = await api().get('/api/tournaments/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f').expect(404);
      expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', message: messages.tournament.notFound, code: 'TOURNAMENT_NOT_FOUND' });
      const malformed = await api().get('/api/tournaments/not-a-uuid').expect(400);
      expect(malformed.body.details).toEqual([{ path: 'id', message: messages.validation.invalidId }]);
    });
  });

  describe('PATCH /api/tournaments/:id', () => {
    let target: TournamentEntity;
    const read = async () => tournament.parse((await api().get(`/api/tournaments/${target.id}`).expect(200)).body);

    beforeAll(async () => {
      target = await suite.setup.tournament({ adminUserId: admin.uid, name: 'Editable Open', status: 'upcoming', date: tomorrow });
      await suite.setup.team(target.id, [{ name: 'Member', email: member.email }]);
    });

    it.each(refusedCallers(other, member))('refuses %s and changes nothing', async (_who, bearer, status) => {
      const before = await read();
      const call = api().patch(`/api/tournaments/${target.id}`);
      const token = bearer();
      if (token) call.set('Authorization', token);
      await call.send({ name: 'Hijacked', status: 'completed' }).expect(status);
      expect(await read()).toEqual(before);
    });

    it('lets the admin change name, format, date and status from any value to any other', async () => {
      const nextWeek = addDays(today, 7);
      const first = await api()
        .patch(`/api/tournaments/${target.id}`)
        .set('Authorization', admin.bearer)
        .send({ name: 'Renamed Open', format: 'scramble', status: 'completed', date: nextWeek })
        .expect(200);
      expect(tournament.parse(first.body)).toMatchObject({ name: 'Renamed Open', format: 'scramble', status: 'completed', date: nextWeek });
      for (const status of ['upcoming', 'active', 'completed', 'active'] as const) {
        const response = await api().patch(`/api/tournaments/${target.id}`).set('Authorization', admin.bearer).send({ status }).expect(200);
        expect(response.body.status).toBe(status);
      }
      expect(await read()).toMatchObject({ name: 'Renamed Open', format: 'scramble', status: 'active', date: nextWeek });
    });

    it('lets an admin named by e-mail in adminUserId edit', async () => {
      const byEmail = await suite.setup.tournament({ adminUserId: admin.email.toUpperCase(), name: 'Email Admin Cup' });
      const response = await api().patch(`/api/tournaments/${byEmail.id}`).set('Authorization', admin.bearer).send({ name: 'Still Mine' }).expect(200);
      expect(response.body.name).toBe('Still Mine');
    });

    it("moves the tournament to another catalogue course with that course's holes", async () => {
      const response = await api().patch(`/api/tournaments/${target.id}`).set('Authorization', admin.bearer).send({ course: torrey.name }).expect(200);
      expect(response.body).toMatchObject({ course: torrey.name, holes: firstTeeHoles(torrey) });
      const same = await api()
        .patch(`/api/tournaments/${target.id}`)
        .set('Authorization', admin.bearer)
        .send({ course: torrey.name.toLowerCase() })
        .expect(200);
      expect(same.body).toMatchObject({ course: torrey.name, holes: firstTeeHoles(torrey) });
    });

    it('sets and clears the tie-break and allowance settings', async () => {
      const set = await api()
        .patch(`/api/tournaments/${target.id}`)
        .set('Authorization', admin.bearer)
        .send({ tieBreak: 'countback-leader', handicapAllowances: { strokePlay: 100 } })
        .expect(200);
      expect(set.body).toMatchObject({ tieBreak: 'countback-leader', handicapAllowances: { strokePlay: 100 } });
      const cleared = await api().patch(`/api/tournaments/${target.id}`).set('Authorization', admin.bearer).send({ handicapAllowances: null }).expect(200);
      expect(cleared.body).toMatchObject({ tieBreak: 'countback-leader', handicapAllowances: null });
    });

    it.each([
      [{}, messages.validation.atLeastOneField],
      [{ name: '' }, messages.tournament.nameRequired],
      [{ course: '' }, messages.tournament.courseRequired],
      [{ format: 'skins' }, messages.tournament.formatInvalid],
      [{ status: 'finished' }, messages.tournament.statusInvalid],
      [{ date: '2026-13-01' }, messages.tournament.dateInvalid],
      [{ tieBreak: 'coin-toss' }, messages.tournament.tieBreakInvalid],
    ])('answers 400 for %p with "%s" and changes nothing', async (body, message) => {
      const before = await read();
      const response = await api().patch(`/api/tournaments/${target.id}`).set('Authorization', admin.bearer).send(body).expect(400);
      expect(response.body.details.map((detail: { message: string }) => detail.message)).toContain(message);
      expect(await read()).toEqual(before);
    });

    it("refuses a course outside the catalogue with 'Selected course has no hole information'", async () => {
      const before = await read();
      const response = await api()
        .patch(`/api/tournaments/${target.id}`)
        .set('Authorization', admin.bearer)
        .send({ course: 'Nowhere Links', name: 'X' })
        .expect(400);
      expect(response.body.message).toBe(messages.tournament.courseHasNoHoles);
      expect(await read()).toEqual(before);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      await api().patch('/api/tournaments/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f').set('Authorization', admin.bearer).send({ name: 'X' }).expect(404);
      await api().patch('/api/tournaments/42').set('Authorization', admin.bearer).send({ name: 'X' }).expect(400);
    });
  });

  describe('DELETE /api/tournaments/:id', () => {
    async function tournamentWithPlay() {
      const created = await suite.setup.tournament({ adminUserId: admin.uid, name: 'Doomed Classic' });
      const team = await suite.setup.team(created.id, [{ name: 'Member', email: member.email }, { name: 'Guest' }]);
      await suite.setup.dataSource
        .getRepository(ScoreEntity)
        .save(
          team.players.map((player) => ({ tournamentId: created.id, teamId: team.id, playerId: player.id, hole: 1, strokes: 4, netScore: 4, isBest: false })),
        );
      return { created, team };
    }

    const rowsOf = async (tournamentId: string, teamId: string) => ({
      tournaments: await suite.setup.dataSource.getRepository(TournamentEntity).countBy({ id: tournamentId }),
      teams: await suite.setup.dataSource.getRepository(TeamEntity).countBy({ tournamentId }),
      players: await suite.setup.dataSource.getRepository(PlayerEntity).countBy({ teamId }),
      scores: await suite.setup.dataSource.getRepository(ScoreEntity).countBy({ tournamentId }),
    });

    it.each(refusedCallers(other, member))('refuses %s and deletes nothing', async (_who, bearer, status) => {
      const { created, team } = await tournamentWithPlay();
      const call = api().delete(`/api/tournaments/${created.id}`);
      const token = bearer();
      if (token) call.set('Authorization', token);
      await call.expect(status);
      expect(await rowsOf(created.id, team.id)).toEqual({ tournaments: 1, teams: 1, players: 2, scores: 2 });
    });

    it('lets the admin delete it with its teams, players and scores', async () => {
      const { created, team } = await tournamentWithPlay();
      const response = await api().delete(`/api/tournaments/${created.id}`).set('Authorization', admin.bearer).expect(204);
      expect(response.text).toBe('');
      expect(await rowsOf(created.id, team.id)).toEqual({ tournaments: 0, teams: 0, players: 0, scores: 0 });
      await api().get(`/api/tournaments/${created.id}`).expect(404);
      await api().delete(`/api/tournaments/${created.id}`).set('Authorization', admin.bearer).expect(404);
    });

    it('leaves other tournaments alone', async () => {
      const kept = await tournamentWithPlay();
      const doomed = await tournamentWithPlay();
      await api().delete(`/api/tournaments/${doomed.created.id}`).set('Authorization', admin.bearer).expect(204);
      expect(await rowsOf(kept.created.id, kept.team.id)).toEqual({ tournaments: 1, teams: 1, players: 2, scores: 2 });
    });

    it('answers 400 for a malformed id', async () => {
      await api().delete('/api/tournaments/abc').set('Authorization', admin.bearer).expect(400);
    });
  });
});
