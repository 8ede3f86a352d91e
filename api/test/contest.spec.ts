import { randomUUID } from 'node:crypto';
import { errorBody } from '@fairway/contracts';
import {
  contestAuditResponse,
  contestEntriesResponse,
  contestEntryResponse,
  contestMessages,
  contestsResponse,
  createdStation,
  stationView,
} from '@fairway/contracts/contest';
import request from 'supertest';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import type { TeamEntity } from '../src/modules/team/team.entity';
import { appWithFixtures } from './support/fixtures';
import { openEventStream } from './support/sse-client';
import { signUpTestUser, type TestUser } from './support/test-users';

describe('contests, station links and entries', () => {
  const suite = appWithFixtures();
  let admin: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  let baseUrl: string;

  beforeAll(async () => {
    [admin, ann, bob] = await Promise.all([signUpTestUser('contest-admin'), signUpTestUser('ann'), signUpTestUser('bob')]);
    await suite.testApp.app.listen(0, '127.0.0.1');
    baseUrl = await suite.testApp.app.getUrl();
  });

  const http = () => request(suite.testApp.http);
  const player = (team: TeamEntity, position = 1) => team.players.find((candidate) => candidate.position === position)!;

  /** A tournament with two teams: Eagles (Ann, Cy) and Hawks (Bob, Di). */
  async function field() {
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid });
    const eagles = await suite.setup.team(tournament.id, [{ name: 'Ann', email: ann.email, userId: ann.uid }, { name: 'Cy' }], { name: 'Eagles' });
    const hawks = await suite.setup.team(tournament.id, [{ name: 'Bob', email: bob.email, userId: bob.uid }, { name: 'Di' }], { name: 'Hawks' });
    return { tournament, eagles, hawks };
  }

  const pinContest = { hole: 7, kind: 'closest-to-pin', divisions: ['Men', 'Women'], competitor: 'individual', sponsorName: 'Acme', prize: 'Driver' };

  async function contestIn(tournamentId: string, body: Record<string, unknown> = pinContest) {
    const response = await http().post(`/api/tournaments/${tournamentId}/contests`).set('Authorization', admin.bearer).send(body).expect(201);
    return contestsResponse.element.parse(response.body);
  }

  async function stationFor(contestId: string, label = 'Hole 7 volunteer') {
    const response = await http().post(`/api/contests/${contestId}/stations`).set('Authorization', admin.bearer).send({ label }).expect(201);
    return createdStation.parse(response.body);
  }

  const stationEntry = (contestId: string, token: string, body: Record<string, unknown>) =>
    http().post(`/api/contests/${contestId}/station/entries`).set('X-Station-Token', token).send(body);

  const entryCount = async (contestId: string) =>
    Number((await suite.setup.dataSource.query('SELECT count(*) AS n FROM contest_entries WHERE contest_id = $1', [contestId]))[0].n);

  describe('contest holes', () => {
    it('the organiser marks a hole; the public list shows it with an empty leader per division', async () => {
      const { tournament } = await field();
      const created = await contestIn(tournament.id);
      expect(created).toMatchObject({
        hole: 7,
        kind: 'closest-to-pin',
        title: 'Closest to the Pin, hole 7',
        sponsorName: 'Acme',
        prize: 'Driver',
        playerEntriesAllowed: false,
      });
      const listed = contestsResponse.parse((await http().get(`/api/tournaments/${tournament.id}/contests`).expect(200)).body);
      expect(listed.map((contest) => contest.leaders)).toEqual([
        [
          { division: 'Men', entry: null },
          { division: 'Women', entry: null },
        ],
      ]);
    });

    it('refuses a bad contest with the field messages, and anyone but the admin', async () => {
      const { tournament } = await field();
      const bad = await http()
        .post(`/api/tournaments/${tournament.id}/contests`)
        .set('Authorization', admin.bearer)
        .send({ hole: 19, kind: 'hole-in-one', divisions: [], competitor: 'pair' })
        .expect(400);
      const messages = errorBody.parse(bad.body).details!.map((detail) => [detail.path, detail.message]);
      expect(messages).toEqual(
        expect.arrayContaining([
          ['hole', contestMessages.hole],
          ['divisions', contestMessages.divisions],
          ['competitor', contestMessages.competitor],
        ]),
      );
      const noYardage = await http()
        .post(`/api/tournaments/${tournament.id}/contests`)
        .set('Authorization', admin.bearer)
        .send({ ...pinContest, kind: 'hole-in-one' })
        .expect(400);
      expect(errorBody.parse(noYardage.body).details).toEqual([{ path: 'minYardage', message: contestMessages.minYardageRequired }]);
      // Hole 7 on the card is shorter than 150 yards.
      const short = await http()
        .post(`/api/tournaments/${tournament.id}/contests`)
        .set('Authorization', admin.bearer)
        .send({ ...pinContest, kind: 'hole-in-one', minYardage: 150 })
        .expect(400);
      expect(errorBody.parse(short.body).details).toEqual([{ path: 'minYardage', message: contestMessages.holeBelowMinimum }]);
      await http().post(`/api/tournaments/${tournament.id}/contests`).set('Authorization', ann.bearer).send(pinContest).expect(403);
      await http().post(`/api/tournaments/${tournament.id}/contests`).send(pinContest).expect(401);
      expect((await http().get(`/api/tournaments/${tournament.id}/contests`).expect(200)).body).toEqual([]);
    });
  });

  describe('station links', () => {
    it('a station token works for its own contest only, and stops working when revoked; refused calls write nothing', async () => {
      const { tournament, eagles } = await field();
      const contest = await contestIn(tournament.id);
      const other = await contestIn(tournament.id, { ...pinContest, hole: 12 });
      const station = await stationFor(contest.id);
      const otherStation = await stationFor(other.id, 'Hole 12');
      expect(station.token.length).toBeGreaterThanOrEqual(43);

      const view = stationView.parse((await http().get(`/api/contests/${contest.id}/station`).set('X-Station-Token', station.token).expect(200)).body);
      expect(view.teams.map((team) => [team.name, team.players.map((p) => p.name)])).toEqual([
        ['Eagles', ['Ann', 'Cy']],
        ['Hawks', ['Bob', 'Di']],
      ]);
      expect(JSON.stringify(view)).not.toContain(ann.email);

      const body = { entryId: randomUUID(), teamId: eagles.id, playerId: player(eagles).id, division: 'Women', feet: 4, inches: 2 };
      await http().get(`/api/contests/${contest.id}/station`).expect(401);
      await stationEntry(contest.id, 'not-a-real-token', body).expect(401);
      const wrong = await stationEntry(contest.id, otherStation.token, body).expect(403);
      expect(errorBody.parse(wrong.body).message).toBe(contestMessages.stationWrongContest);
      // Without a token the station routes take only a signed-in contest volunteer or organiser (test/my-stations.spec.ts): a player is refused.
      await http().post(`/api/contests/${contest.id}/station/entries`).set('Authorization', ann.bearer).send(body).expect(403);
      await http().post(`/api/contests/${contest.id}/station/entries`).send(body).expect(401);
      expect(await entryCount(contest.id)).toBe(0);

      await http().delete(`/api/contests/${contest.id}/stations/${randomUUID()}`).set('Authorization', admin.bearer).expect(404);
      await http().delete(`/api/contests/${contest.id}/stations/${station.id}`).set('Authorization', ann.bearer).expect(403);
      await http().delete(`/api/contests/${contest.id}/stations/${station.id}`).set('Authorization', admin.bearer).expect(204);
      const revoked = await stationEntry(contest.id, station.token, body).expect(401);
      expect(errorBody.parse(revoked.body).message).toBe(contestMessages.stationTokenInvalid);
      expect(await entryCount(contest.id)).toBe(0);

      const listed = (await http().get(`/api/contests/${contest.id}/stations`).set('Authorization', admin.bearer).expect(200)).body as Array<
        Record<string, unknown>
      >;
      expect(listed).toEqual([expect.objectContaining({ id: station.id, revokedAt: expect.any(String) })]);
      expect(JSON.stringify(listed)).not.toContain(station.token);
      const stored: Array<{ token_hash: Buffer }> = await suite.setup.dataSource.query('SELECT token_hash FROM contest_stations WHERE id = $1', [station.id]);
      expect(stored[0]!.token_hash.toString('base64url')).not.toBe(station.token);
    });

    it('a link that holds only its token opens its own contest, and says so once the link is revoked', async () => {
      const { tournament } = await field();
      const contest = await contestIn(tournament.id);
      await contestIn(tournament.id, { ...pinContest, hole: 12 });
      const station = await stationFor(contest.id);

      const view = stationView.parse((await http().get('/api/station').set('X-Station-Token', station.token).expect(200)).body);
      expect(view.contest.id).toBe(contest.id);
      expect(view.teams.map((team) => team.name)).toEqual(['Eagles', 'Hawks']);
      await http().get('/api/station').expect(401);
      await http().get('/api/station').set('X-Station-Token', 'not-a-real-token').expect(401);

      await http().delete(`/api/contests/${contest.id}/stations/${station.id}`).set('Authorization', admin.bearer).expect(204);
      const revoked = await http().get('/api/station').set('X-Station-Token', station.token).expect(401);
      expect(errorBody.parse(revoked.body).message).toBe(contestMessages.stationTokenInvalid);
    });

    it('an outbox replaying an entry stores it exactly once, with one line in the trail', async () => {
      const { tournament, eagles } = await field();
      const contest = await contestIn(tournament.id);
      const station = await stationFor(contest.id);
      const body = { entryId: randomUUID(), teamId: eagles.id, playerId: player(eagles).id, division: 'women', feet: 4, inches: 2 };

      const first = await stationEntry(contest.id, station.token, body).expect(201);
      const replies = await Promise.all([1, 2, 3].map(() => stationEntry(contest.id, station.token, body)));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
      const answer = contestEntryResponse.parse(first.body);
      expect(answer).toMatchObject({ leads: true, entry: { division: 'Women', measurementLabel: '4 ft 2 in', verified: true, source: 'station' } });
      expect(replies.map((reply) => contestEntryResponse.parse(reply.body).entry)).toEqual([answer.entry, answer.entry, answer.entry]);
      expect(await entryCount(contest.id)).toBe(1);
      const trail = contestAuditResponse.parse((await http().get(`/api/contests/${contest.id}/audit`).set('Authorization', admin.bearer).expect(200)).body);
      expect(trail.map((line) => [line.action, line.actor])).toEqual([['entered', 'Station: Hole 7 volunteer']]);
      const listed = contestEntriesResponse.parse(
        (await http().get(`/api/contests/${contest.id}/entries`).set('Authorization', admin.bearer).expect(200)).body,
      );
      expect(listed).toEqual([answer.entry]);
      await http().get(`/api/contests/${contest.id}/entries`).expect(401);

      // The same id sent to another contest is a conflict, not a second entry.
      const other = await contestIn(tournament.id, { ...pinContest, hole: 3 });
      const otherStation = await stationFor(other.id);
      await stationEntry(other.id, otherStation.token, body).expect(409);
      expect(await entryCount(other.id)).toBe(0);
    });

    it('refuses entries the contest cannot take, with the field named', async () => {
      const { tournament, eagles, hawks } = await field();
      const contest = await contestIn(tournament.id);
      const station = await stationFor(contest.id);
      const base = { teamId: eagles.id, playerId: player(eagles).id, division: 'Men', feet: 10, inches: 0 };
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ division: 'Seniors' }, 'division', contestMessages.unknownDivision],
        [{ playerId: player(hawks).id }, 'playerId', contestMessages.playerNotOnTeam],
        [{ playerId: null }, 'playerId', contestMessages.playerRequired],
        [{ inches: null }, 'inches', contestMessages.distanceRequired],
        [{ yards: 250 }, 'yards', contestMessages.measurementNotTaken],
        [{ inches: 12 }, 'inches', contestMessages.inches],
      ];
      for (const [change, path, message] of cases) {
        const response = await stationEntry(contest.id, station.token, { ...base, ...change, entryId: randomUUID() }).expect(400);
        expect([change, errorBody.parse(response.body).details]).toEqual([change, [{ path, message }]]);
      }
      expect(await entryCount(contest.id)).toBe(0);
    });

    it('refuses a measurement out of the range its kind can measure, as the station does, and records one in range exactly', async () => {
      const { tournament, eagles } = await field();
      const pin = await contestIn(tournament.id);
      const straightest = await contestIn(tournament.id, { hole: 2, kind: 'straightest-drive', divisions: ['Open'], competitor: 'team' });
      const drive = await contestIn(tournament.id, { hole: 5, kind: 'longest-drive', divisions: ['Open'], competitor: 'team' });
      const pinEntry = { teamId: eagles.id, playerId: player(eagles).id, division: 'Men' };
      const cases: Array<[typeof pin, Record<string, unknown>, string, string]> = [
        [pin, { ...pinEntry, feet: 0, inches: 13 }, 'inches', contestMessages.inches],
        [pin, { ...pinEntry, feet: -3, inches: 0 }, 'feet', contestMessages.feetFromPin],
        [pin, { ...pinEntry, feet: 151, inches: 0 }, 'feet', contestMessages.feetFromPin],
        [pin, { ...pinEntry, feet: 4.5, inches: 0 }, 'feet', contestMessages.feetFromPin],
        [straightest, { teamId: eagles.id, division: 'Open', feet: 101, inches: 0 }, 'feet', contestMessages.feetFromCentreLine],
        [drive, { teamId: eagles.id, division: 'Open', yards: 287.46 }, 'yards', contestMessages.yards],
        [drive, { teamId: eagles.id, division: 'Open', yards: 501 }, 'yards', contestMessages.yards],
      ];
      for (const [contest, body, path, message] of cases) {
        const station = await stationFor(contest.id);
        const response = await stationEntry(contest.id, station.token, { ...body, entryId: randomUUID() }).expect(400);
        expect([body, errorBody.parse(response.body)]).toEqual([body, expect.objectContaining({ message, details: [{ path, message }] })]);
        expect(await entryCount(contest.id)).toBe(0);
      }
      const pinStation = await stationFor(pin.id);
      const farthest = await stationEntry(pin.id, pinStation.token, { ...pinEntry, feet: 150, inches: 11, entryId: randomUUID() }).expect(201);
      expect(contestEntryResponse.parse(farthest.body).entry).toMatchObject({ feet: 150, inches: 11, measurementLabel: '150 ft 11 in' });
      const driveStation = await stationFor(drive.id);
      const tenth = await stationEntry(drive.id, driveStation.token, { teamId: eagles.id, division: 'Open', yards: 287.4, entryId: randomUUID() }).expect(201);
      expect(contestEntryResponse.parse(tenth.body).entry).toMatchObject({ yards: 287.4, measurementLabel: '287.4 yd' });
    });
  });

  describe('leaders', () => {
    it("each division's leader is its best verified entry; a void hands the lead on; every change reaches the live stream", async () => {
      const { tournament, eagles, hawks } = await field();
      const contest = await contestIn(tournament.id);
      const station = await stationFor(contest.id);
      const live = await openEventStream(`${baseUrl}/api/tournaments/${tournament.id}/events`);
      try {
        await live.next('leaderboard');
        const enter = (team: TeamEntity, position: number, division: string, feet: number, inches: number) =>
          stationEntry(contest.id, station.token, {
            entryId: randomUUID(),
            teamId: team.id,
            playerId: player(team, position).id,
            division,
            feet,
            inches,
          }).expect(201);
        const bob = contestEntryResponse.parse((await enter(hawks, 1, 'Men', 8, 3)).body);
        const cy = contestEntryResponse.parse((await enter(eagles, 2, 'Men', 4, 2)).body);
        const di = contestEntryResponse.parse((await enter(hawks, 2, 'Men', 12, 0)).body);
        await enter(eagles, 1, 'Women', 20, 11);
        expect([bob.leads, cy.leads, di.leads]).toEqual([true, true, false]);

        const leaders = async () =>
          contestsResponse
            .parse((await http().get(`/api/tournaments/${tournament.id}/contests`).expect(200)).body)[0]!
            .leaders.map((leader) => [leader.division, leader.entry?.playerName, leader.entry?.measurementLabel]);
        expect(await leaders()).toEqual([
          ['Men', 'Cy', '4 ft 2 in'],
          ['Women', 'Ann', '20 ft 11 in'],
        ]);

        await http().post(`/api/contests/${contest.id}/station/entries/${cy.entry.id}/void`).set('X-Station-Token', station.token).expect(200);
        expect((await leaders())[0]).toEqual(['Men', 'Bob', '8 ft 3 in']);
        await suite.testApp.app.get(EventPublisher).settled();
        const event = await live.next('contests', (candidate) => candidate.data.contests[0]?.leaders[1]?.entry?.playerName === 'Ann');
        const last = await live.next('contests', (candidate) => candidate.data.contests[0]?.leaders[0]?.entry?.playerName === 'Bob', {
          after: live.events.indexOf(event),
        });
        expect(last.data.contests[0]!.leaders.map((leader) => leader.entry?.playerName)).toEqual(['Bob', 'Ann']);

        const trail = contestAuditResponse.parse((await http().get(`/api/contests/${contest.id}/audit`).set('Authorization', admin.bearer).expect(200)).body);
        expect(trail.map((line) => line.action)).toEqual(['entered', 'entered', 'entered', 'entered', 'voided']);
      } finally {
        live.close();
      }
    });

    it("a player's own measurement is unverified and cannot lead until a station confirms it", async () => {
      const { tournament, eagles } = await field();
      const contest = await contestIn(tournament.id, { ...pinContest, playerEntriesAllowed: true });
      const closed = await contestIn(tournament.id, { ...pinContest, hole: 12 });
      const station = await stationFor(contest.id);
      await stationEntry(contest.id, station.token, {
        entryId: randomUUID(),
        teamId: eagles.id,
        playerId: player(eagles, 2).id,
        division: 'Men',
        feet: 9,
        inches: 0,
      }).expect(201);

      const own = { entryId: randomUUID(), teamId: eagles.id, playerId: player(eagles).id, division: 'Men', feet: 2, inches: 6 };
      await http().post(`/api/contests/${contest.id}/entries`).set('Authorization', bob.bearer).send(own).expect(403);
      await http().post(`/api/contests/${closed.id}/entries`).set('Authorization', ann.bearer).send(own).expect(403);
      await http().post(`/api/contests/${contest.id}/entries`).send(own).expect(401);
      const mine = contestEntryResponse.parse(
        (await http().post(`/api/contests/${contest.id}/entries`).set('Authorization', ann.bearer).send(own).expect(201)).body,
      );
      expect(mine).toMatchObject({ leads: false, entry: { verified: false, source: 'player' } });
      expect(mine.contest.leaders[0]!.entry?.playerName).toBe('Cy');
      await http().post(`/api/contests/${contest.id}/entries`).set('Authorization', ann.bearer).send(own).expect(200);

      const confirmed = contestEntryResponse.parse(
        (await http().post(`/api/contests/${contest.id}/station/entries/${own.entryId}/confirm`).set('X-Station-Token', station.token).expect(200)).body,
      );
      expect(confirmed).toMatchObject({ leads: true, entry: { verified: true } });
      await http().post(`/api/contests/${contest.id}/station/entries/${own.entryId}/confirm`).set('X-Station-Token', station.token).expect(200);
      const trail = contestAuditResponse.parse((await http().get(`/api/contests/${contest.id}/audit`).set('Authorization', admin.bearer).expect(200)).body);
      expect(trail.map((line) => [line.action, line.actor])).toEqual([
        ['entered', 'Station: Hole 7 volunteer'],
        ['entered', 'ann'],
        ['confirmed', 'Station: Hole 7 volunteer'],
      ]);
    });

    it('longest drive leads by yards, and a hole-in-one needs a witness', async () => {
      const { tournament, eagles, hawks } = await field();
      const drive = await contestIn(tournament.id, { hole: 5, kind: 'longest-drive', divisions: ['Open'], competitor: 'team' });
      const ace = await contestIn(tournament.id, {
        hole: 7,
        kind: 'hole-in-one',
        divisions: ['Open'],
        competitor: 'individual',
        minYardage: 100,
        prize: 'A car',
      });
      const driveStation = await stationFor(drive.id);
      const aceStation = await stationFor(ace.id);
      await stationEntry(drive.id, driveStation.token, { entryId: randomUUID(), teamId: eagles.id, division: 'Open', yards: 271.5 }).expect(201);
      const longest = contestEntryResponse.parse(
        (await stationEntry(drive.id, driveStation.token, { entryId: randomUUID(), teamId: hawks.id, division: 'Open', yards: 288 }).expect(201)).body,
      );
      expect(longest.contest.leaders).toEqual([
        { division: 'Open', entry: expect.objectContaining({ teamName: 'Hawks', playerName: null, measurementLabel: '288 yd' }) },
      ]);
      const noWitness = await stationEntry(ace.id, aceStation.token, {
        entryId: randomUUID(),
        teamId: eagles.id,
        playerId: player(eagles).id,
        division: 'Open',
      }).expect(400);
      expect(errorBody.parse(noWitness.body).message).toBe(contestMessages.witnessesRequired);
      const holed = await stationEntry(ace.id, aceStation.token, {
        entryId: randomUUID(),
        teamId: eagles.id,
        playerId: player(eagles).id,
        division: 'Open',
        witnesses: ['Bob', 'Di'],
      }).expect(201);
      expect(contestEntryResponse.parse(holed.body).entry).toMatchObject({ measurementLabel: 'Hole-in-one', witnesses: ['Bob', 'Di'] });
    });
  });
});
