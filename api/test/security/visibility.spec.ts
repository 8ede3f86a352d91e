// Security finding 1: GET /api/tournaments/{id}/teams gave anyone every team's invite code and every
// player's e-mail; with a code, any signed-in stranger could join a team and then edit it.
import { team as teamSchema, teamsResponse, type Team } from '@fairway/contracts';
import request from 'supertest';
import { appWithFixtures } from '../support/fixtures';
import { openEventStream } from '../support/sse-client';
import { openAuction } from './support/auction-attack-world';
import { signUpTestUser, type TestUser } from '../support/test-users';

describe('who sees invite codes and e-mails in the public team list', () => {
  const suite = appWithFixtures();
  let admin: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let tournamentId: string;
  let ownTeamId: string;

  beforeAll(async () => {
    [admin, member, stranger] = await Promise.all([signUpTestUser('vis-admin'), signUpTestUser('vis-member'), signUpTestUser('vis-stranger')]);
    tournamentId = (await suite.setup.tournament({ adminUserId: admin.uid })).id;
    ownTeamId = (await suite.setup.team(tournamentId, [{ name: 'Mia Member', email: member.email, handicap: 12 }])).id;
    await suite.setup.team(tournamentId, [{ name: 'Otto Other', email: 'otto@example.com', handicap: 20 }]);
  });

  async function teamsAs(user?: TestUser): Promise<Team[]> {
    const call = request(suite.testApp.http).get(`/api/tournaments/${tournamentId}/teams`);
    if (user) call.set('Authorization', user.bearer);
    return teamsResponse.parse((await call.expect(200)).body);
  }

  const secrets = (team: Team) => ({ inviteCode: team.inviteCode, emails: team.players.map((player) => player.email) });

  it.each([
    ['a visitor', undefined],
    ['a signed-in stranger', () => stranger],
  ])('shows %s names, handicaps and progress, but no invite code or e-mail', async (_who, user) => {
    const teams = await teamsAs(user?.());
    expect(teams).toHaveLength(2);
    expect(teams.flatMap((team) => team.players.map((player) => [player.name, player.handicap]))).toEqual([
      ['Mia Member', 12],
      ['Otto Other', 20],
    ]);
    for (const team of teams) expect(secrets(team)).toEqual({ inviteCode: null, emails: [null] });
  });

  it("shows a member their own team's code and e-mails, and nothing of the other team", async () => {
    const teams = await teamsAs(member);
    const own = teams.find((team) => team.id === ownTeamId)!;
    const other = teams.find((team) => team.id !== ownTeamId)!;
    expect(own.inviteCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(own.players[0]?.email).toBe(member.email);
    expect(secrets(other)).toEqual({ inviteCode: null, emails: [null] });
  });

  it('shows the tournament admin every code and e-mail', async () => {
    for (const team of await teamsAs(admin)) {
      expect(team.inviteCode).toMatch(/^[A-Z0-9]{6}$/);
      expect(team.players[0]?.email).toMatch(/@/);
    }
  });

  describe('the event team', () => {
    let desk: TestUser;
    let coOrganiser: TestUser;

    beforeAll(async () => {
      [desk, coOrganiser] = await Promise.all([signUpTestUser('vis-desk'), signUpTestUser('vis-co-organiser')]);
      for (const [user, role] of [
        [desk, 'check-in'],
        [coOrganiser, 'co-organiser'],
      ] as const) {
        await suite.setup.eventMember(tournamentId, user, role);
      }
      await suite.setup.dataSource.query('UPDATE players SET checked_in = true, checked_in_at = now() WHERE team_id = $1', [ownTeamId]);
    });

    it('shows the check-in desk the field (names, teams, starting holes, check-in state) without e-mails or invite codes', async () => {
      const teams = await teamsAs(desk);
      expect(teams.map((team) => [team.name, team.players.map((player) => [player.name, player.checkedIn])])).toEqual(
        (await teamsAs(admin)).map((team) => [team.name, team.players.map((player) => [player.name, player.checkedIn])]),
      );
      expect(teams.find((team) => team.id === ownTeamId)!.players[0]!.checkedIn).toBe(true);
      for (const team of teams) expect(secrets(team)).toEqual({ inviteCode: null, emails: [null] });
    });

    it('shows a co-organiser every code and e-mail, as the owner', async () => {
      for (const team of await teamsAs(coOrganiser)) {
        expect(team.inviteCode).toMatch(/^[A-Z0-9]{6}$/);
        expect(team.players[0]?.email).toMatch(/@/);
      }
    });

    it('tells each reader their own role on the tournament, and canManage for the organisers only', async () => {
      const read = async (user?: TestUser) => {
        const call = request(suite.testApp.http).get(`/api/tournaments/${tournamentId}`);
        if (user) call.set('Authorization', user.bearer);
        const { myRole, canManage, adminUserId } = (await call.expect(200)).body as { myRole: string | null; canManage: boolean; adminUserId?: string };
        return { myRole, canManage, adminUserId: adminUserId !== undefined };
      };
      expect(await read()).toEqual({ myRole: null, canManage: false, adminUserId: false });
      expect(await read(stranger)).toEqual({ myRole: null, canManage: false, adminUserId: false });
      expect(await read(desk)).toEqual({ myRole: 'check-in', canManage: false, adminUserId: false });
      expect(await read(coOrganiser)).toEqual({ myRole: 'co-organiser', canManage: true, adminUserId: true });
      expect(await read(admin)).toEqual({ myRole: 'owner', canManage: true, adminUserId: true });
    });
  });

  it("shows bidders by number only: no bidder's name, e-mail or account on the catalogue, the live stream the TV reads, or another bidder's answer", async () => {
    const [beatrice, carl] = await Promise.all([
      signUpTestUser('vis-bidder-one', { displayName: 'Beatrice Bidder' }),
      signUpTestUser('vis-bidder-two', { displayName: 'Carl Challenger' }),
    ]);
    const auction = await openAuction(suite.testApp, tournamentId, admin);
    const itemId = await auction.addItem({ title: 'Weekend at the lake house' });
    await suite.testApp.app.listen(0, '127.0.0.1');
    const stream = await openEventStream(`${await suite.testApp.app.getUrl()}/api/tournaments/${tournamentId}/events`);
    try {
      const answers = [
        await auction.bid(beatrice, itemId, { maxBidCents: 30_000 }).expect(201),
        await auction.bid(carl, itemId).expect(201),
        await auction.bid(carl, itemId, { amountCents: 40_000 }).expect(201),
      ].map((response) => JSON.stringify(response.body));
      // A guest the desk gave a number: their name and e-mail are the desk's, never the room's.
      await suite.setup.dataSource.query(
        `INSERT INTO bidder_numbers (tournament_id, number, guest_name, email, assigned_by, source) VALUES ($1, 900, 'Gail Guest', 'gail.guest@example.com', $2, 'guest')`,
        [tournamentId, admin.uid],
      );
      await stream.next('auction', (event) => event.data.items.some((item) => item.id === itemId && item.bidCount === 3), { timeoutMs: 10_000 });
      const catalogues = await Promise.all(
        [undefined, beatrice, carl, stranger].map(async (user) => {
          const call = request(suite.testApp.http).get(auction.base);
          if (user) call.set('Authorization', user.bearer);
          return JSON.stringify((await call.expect(200)).body);
        }),
      );
      const read = [...answers, ...catalogues, stream.text()].join('\n');
      expect(read).toContain('Bidder 101');
      expect(read).toContain('Bidder 102');
      const secrets = ['Beatrice', 'Carl', beatrice.email, carl.email, beatrice.uid, carl.uid, 'Gail Guest', 'gail.guest@example.com'];
      expect(secrets.filter((secret) => read.toLowerCase().includes(secret.toLowerCase()))).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('lets only the tournament admin issue a new invite code, after which the old one joins nobody', async () => {
    const before = (await teamsAs(admin)).find((team) => team.id === ownTeamId)!.inviteCode!;
    const path = `/api/teams/${ownTeamId}/invite-code`;
    await request(suite.testApp.http).post(path).expect(401);
    for (const user of [member, stranger]) await request(suite.testApp.http).post(path).set('Authorization', user.bearer).expect(403);
    expect((await teamsAs(admin)).find((team) => team.id === ownTeamId)!.inviteCode).toBe(before);

    const renewed = await request(suite.testApp.http).post(path).set('Authorization', admin.bearer).expect(200);
    const after = teamSchema.parse(renewed.body).inviteCode!;
    expect(after).toMatch(/^[A-Z0-9]{6}$/);
    expect(after).not.toBe(before);
    await request(suite.testApp.http).post('/api/teams/join').set('Authorization', stranger.bearer).send({ inviteCode: before }).expect(404);
    await request(suite.testApp.http).post('/api/teams/join').set('Authorization', stranger.bearer).send({ inviteCode: after }).expect(201);
  });
});
