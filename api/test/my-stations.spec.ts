import { randomUUID } from 'node:crypto';
import { contestEntryResponse, contestsResponse, myStationsResponse, stationView } from '@fairway/contracts/contest';
import request from 'supertest';
import { EventMemberRepository } from '../src/modules/event-team/event-member.repository';
import { appWithFixtures } from './support/fixtures';
import { signUpTestUser, type TestUser } from './support/test-users';

type Role = 'co-organiser' | 'check-in' | 'auction' | 'contest' | 'scorer';

describe("a contest volunteer's own stations (GET /api/tournaments/:id/my-stations, and the station signed in)", () => {
  const suite = appWithFixtures();
  let owner: TestUser;
  let player: TestUser;
  const http = () => request(suite.testApp.http);

  beforeAll(async () => {
    [owner, player] = await Promise.all([signUpTestUser('stations-owner'), signUpTestUser('stations-player')]);
  });

  /** A tournament with one team and three contest holes (7, 12, 16), made by the owner through the API. */
  async function eventWithContests() {
    const tournament = await suite.setup.tournament({ adminUserId: owner.uid });
    const team = await suite.setup.team(tournament.id, [{ name: 'Ann', email: player.email, userId: player.uid }, { name: 'Cy' }], { name: 'Eagles' });
    const contests = [];
    for (const [hole, kind] of [
      [7, 'closest-to-pin'],
      [12, 'longest-drive'],
      [16, 'straightest-drive'],
    ] as const) {
      const response = await http()
        .post(`/api/tournaments/${tournament.id}/contests`)
        .set('Authorization', owner.bearer)
        .send({ hole, kind, divisions: ['Open'], competitor: 'individual' })
        .expect(201);
      contests.push(contestsResponse.element.parse(response.body));
    }
    return { tournament, team, contests };
  }

  /** Someone who accepted an invitation to `role`, as the accept route leaves them. */
  async function member(tournamentId: string, role: Role, contestIds: string[] = []) {
    const displayName = `Vera ${role} ${randomUUID().slice(0, 6)}`;
    const user = await signUpTestUser(`stations-${role}`, { displayName });
    const members = suite.testApp.app.get(EventMemberRepository);
    const row = await suite.setup.dataSource.transaction(async (manager) => {
      const invited = await members.insert(
        { tournament_id: tournamentId, role, email: null, contest_ids: contestIds, code_hash: randomUUID(), invited_by: owner.uid },
        manager,
      );
      return (await members.accept(invited.id, { uid: user.uid, email: user.email, displayName: user.uid }, manager))!;
    });
    const revoke = () => suite.setup.dataSource.transaction((manager) => members.revoke(row.id, owner.uid, manager));
    return { user, displayName, revoke };
  }

  const myStations = (tournamentId: string, user: TestUser) => http().get(`/api/tournaments/${tournamentId}/my-stations`).set('Authorization', user.bearer);

  it('answers the owner every contest by hole, each with the page that opens its station, and no e-mail', async () => {
    const { tournament, contests } = await eventWithContests();
    const response = await myStations(tournament.id, owner).expect(200);
    const { stations } = myStationsResponse.parse(response.body);
    expect(stations.map(({ hole, kind, title }) => ({ hole, kind, title }))).toEqual([
      { hole: 7, kind: 'closest-to-pin', title: 'Closest to the Pin, hole 7' },
      { hole: 12, kind: 'longest-drive', title: 'Longest Drive, hole 12' },
      { hole: 16, kind: 'straightest-drive', title: 'Straightest Drive, hole 16' },
    ]);
    expect(stations[1]!.stationPath).toBe(`/tournament/${tournament.id}/my-stations?contest=${contests[1]!.id}`);
    expect(JSON.stringify(response.body)).not.toMatch(/@/);
  });

  it('answers a contest volunteer only the contests they were given, and a co-organiser every one', async () => {
    const { tournament, contests } = await eventWithContests();
    const volunteer = await member(tournament.id, 'contest', [contests[0]!.id, contests[2]!.id]);
    const coOrganiser = await member(tournament.id, 'co-organiser');
    const theirs = myStationsResponse.parse((await myStations(tournament.id, volunteer.user).expect(200)).body);
    expect(theirs.stations.map((station) => station.contestId)).toEqual([contests[0]!.id, contests[2]!.id]);
    const all = myStationsResponse.parse((await myStations(tournament.id, coOrganiser.user).expect(200)).body);
    expect(all.stations).toHaveLength(3);
  });

  it.each(['check-in', 'auction', 'scorer'] as const)('refuses a %s volunteer (403)', async (role) => {
    const { tournament } = await eventWithContests();
    const someone = await member(tournament.id, role);
    const response = await myStations(tournament.id, someone.user).expect(403);
    expect(response.body.message).toMatch(/can open contest stations/);
  });

  it("refuses a player, a stranger, another event's volunteer (403) and a visitor (401)", async () => {
    const { tournament, contests } = await eventWithContests();
    const other = await eventWithContests();
    const elsewhere = await member(other.tournament.id, 'contest', [other.contests[0]!.id]);
    await myStations(tournament.id, player).expect(403);
    await myStations(tournament.id, await signUpTestUser('stations-stranger')).expect(403);
    await myStations(tournament.id, elsewhere.user).expect(403);
    await http().get(`/api/tournaments/${tournament.id}/my-stations`).expect(401);
    await myStations(randomUUID(), owner).expect(404);
    expect(contests).toHaveLength(3);
  });

  it('refuses a revoked volunteer at once, saying their role was removed', async () => {
    const { tournament, contests } = await eventWithContests();
    const volunteer = await member(tournament.id, 'contest', [contests[0]!.id]);
    await myStations(tournament.id, volunteer.user).expect(200);
    await volunteer.revoke();
    const response = await myStations(tournament.id, volunteer.user).expect(403);
    expect(response.body).toMatchObject({ code: 'EVENT_ROLE_REVOKED', message: 'Your role on this event was removed by the organiser.' });
  });

  describe('the station, signed in without a token', () => {
    it("records a volunteer's entry on their contest, naming them in the trail; refuses another contest and after revoking", async () => {
      const { tournament, team, contests } = await eventWithContests();
      const volunteer = await member(tournament.id, 'contest', [contests[0]!.id]);
      const [pin, drive] = [contests[0]!.id, contests[1]!.id];
      const view = stationView.parse((await http().get(`/api/contests/${pin}/station`).set('Authorization', volunteer.user.bearer).expect(200)).body);
      expect(view.contest.id).toBe(pin);

      const ann = team.players.find((candidate) => candidate.position === 1)!;
      const entry = { entryId: randomUUID(), teamId: team.id, playerId: ann.id, division: 'Open', feet: 6, inches: 2 };
      const stored = contestEntryResponse.parse(
        (await http().post(`/api/contests/${pin}/station/entries`).set('Authorization', volunteer.user.bearer).send(entry).expect(201)).body,
      );
      expect(stored.entry).toMatchObject({ id: entry.entryId, verified: true });
      const trail = await http().get(`/api/contests/${pin}/audit`).set('Authorization', owner.bearer).expect(200);
      expect(trail.body).toEqual([expect.objectContaining({ action: 'entered', actor: `Station: ${volunteer.displayName}` })]);

      const other = await http().get(`/api/contests/${drive}/station`).set('Authorization', volunteer.user.bearer).expect(403);
      expect(other.body.code).toBe('STATION_WRONG_CONTEST');
      await http().get(`/api/contests/${pin}/station`).set('Authorization', player.bearer).expect(403);
      await http().get(`/api/contests/${pin}/station`).expect(401);

      await volunteer.revoke();
      const refused = await http()
        .post(`/api/contests/${pin}/station/entries`)
        .set('Authorization', volunteer.user.bearer)
        .send({ ...entry, entryId: randomUUID() })
        .expect(403);
      expect(refused.body.code).toBe('EVENT_ROLE_REVOKED');
    });
  });
});
