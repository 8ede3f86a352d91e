// Every read a visitor, a signed-in stranger or a contest's station can make, scanned for what only a team
// and its admin may read (player e-mails, invite codes, the accounts players are linked to), the ledger's
// contact e-mails and private notes, and station tokens. The tournament's admin has no display name and
// corrects a score of a team it does not play on, so the score trail has to name it.
import request from 'supertest';
import { EventPublisher } from '../../src/modules/events/event-publisher.service';
import { appWithFixtures } from '../support/fixtures';
import { signUpTestUser } from '../support/test-users';
import { type AttackWorld, buildWorld, type Cast, signUpCast } from './support/attack-world';

describe('nothing private leaks through the public reads', () => {
  const suite = appWithFixtures();
  let cast: Cast;
  let world: AttackWorld;

  beforeAll(async () => {
    cast = { ...(await signUpCast()), admin: await signUpTestUser('atk-nameless-admin', { named: false }) };
    world = await buildWorld(suite.setup, cast);
    const score = { tournamentId: world.tournamentId, teamId: world.team.id, playerId: world.team.playerIds[1] };
    for (const strokes of [4, 3]) {
      await request(suite.testApp.http)
        .post('/api/scores')
        .set('Authorization', cast.admin.bearer)
        .send({ ...score, hole: 2, strokes })
        .expect(201);
    }
    await suite.testApp.app.get(EventPublisher).settled();
  });

  const reads = (w: AttackWorld) =>
    [
      ['GET', '/api/tournaments'],
      ['GET', '/api/tournaments/active'],
      ['GET', `/api/tournaments/${w.tournamentId}`],
      ['GET', `/api/tournaments/${w.tournamentId}/teams`],
      ['GET', '/api/leaderboard'],
      ['GET', `/api/leaderboard/${w.tournamentId}`],
      ['GET', `/api/scores?tournamentId=${w.tournamentId}&teamId=${w.team.id}`],
      ['GET', `/api/scores/hole?tournamentId=${w.tournamentId}&teamId=${w.team.id}&hole=2`],
      ['GET', `/api/scores/history?tournamentId=${w.tournamentId}&teamId=${w.team.id}`],
      ['GET', `/api/scores/card?tournamentId=${w.tournamentId}&teamId=${w.team.id}`],
      ['GET', `/api/tournaments/${w.tournamentId}/activity`],
      ['GET', `/api/chat/suggestions?currentPage=leaderboard&tournamentId=${w.tournamentId}`],
      ['GET', `/api/tournaments/${w.tournamentId}/contests`],
      ['GET', `/api/contests/${w.contest.id}`],
      ['GET', `/api/tournaments/${w.tournamentId}/skins`],
      ['GET', `/api/tournaments/${w.tournamentId}/skins/board`],
      ['GET', `/api/tournaments/${w.tournamentId}/awards/reveal`],
      ['POST', '/api/chat'],
      ['GET', `/api/tournaments/${w.tournamentId}/donor-wall`],
      ['GET', `/api/tournaments/${w.tournamentId}/raised-by-team`],
      ['GET', `/api/tournaments/${w.tournamentId}/sponsors`],
      ['GET', `/api/tournaments/${w.tournamentId}/sponsor-tiers`],
      ['GET', `/api/tournaments/${w.tournamentId}/hole-sponsors`],
      ['GET', `/api/tournaments/${w.tournamentId}/add-ons`],
      ['GET', `/api/tournaments/${w.tournamentId}/mulligan-rules`],
      ['GET', `/api/tournaments/${w.tournamentId}/birdie-pledges`],
    ] as const;

  const secrets = () => [
    cast.member.email,
    cast.otherMember.email,
    `partner-${cast.member.uid.toLowerCase()}@example.com`,
    world.team.inviteCode,
    world.otherTeam.inviteCode,
    cast.member.uid,
    cast.otherMember.uid,
    cast.admin.email,
    ...Object.values(world.stationTokens),
    // The ledger's secrets last: a test below checks the admin's own reads carry exactly these.
    'wendy-world@example.com',
    'private: wants a tax receipt',
    'petra-pledger@example.com',
  ];

  it.each(['visitor', 'stranger'] as const)('shows a %s no e-mail, invite code or linked account anywhere', async (who) => {
    const chatBody = (content: string) => ({
      messages: [{ role: 'user', content, timestamp: new Date().toISOString() }],
      context: { currentPage: 'leaderboard', tournamentId: world.tournamentId },
    });
    for (const [method, path] of reads(world)) {
      const questions = method === 'POST' ? ['Who is leading?', 'Show me the teams', 'What is the invite code of Mia Member?'] : [undefined];
      for (const question of questions) {
        const call = method === 'POST' ? request(suite.testApp.http).post(path).send(chatBody(question!)) : request(suite.testApp.http).get(path);
        if (who === 'stranger') call.set('Authorization', cast.stranger.bearer);
        const response = await call;
        expect([path, response.status]).toEqual([path, 200]);
        const text = JSON.stringify(response.body).toLowerCase();
        expect([path, secrets().filter((secret) => text.includes(secret.toLowerCase()))]).toEqual([path, []]);
      }
    }
  });

  it("shows a volunteer's station page no e-mail, invite code, linked account or station token", async () => {
    const response = await request(suite.testApp.http)
      .get(`/api/contests/${world.contest.id}/station`)
      .set('X-Station-Token', world.stationTokens.station)
      .expect(200);
    const byLink = await request(suite.testApp.http).get('/api/station').set('X-Station-Token', world.stationTokens.station).expect(200);
    const text = JSON.stringify([response.body, byLink.body]).toLowerCase();
    expect(text).toContain('mia member');
    expect(secrets().filter((secret) => text.includes(secret.toLowerCase()))).toEqual([]);
  });

  it("would notice: the admin's own team list carries those e-mails and codes", async () => {
    const response = await request(suite.testApp.http).get(`/api/tournaments/${world.tournamentId}/teams`).set('Authorization', cast.admin.bearer).expect(200);
    const text = JSON.stringify(response.body).toLowerCase();
    expect(
      secrets()
        .slice(0, 5)
        .filter((secret) => !text.includes(secret.toLowerCase())),
    ).toEqual([]);
  });

  it("would notice: the admin's ledger and pledges carry the contact e-mails and the private note", async () => {
    const read = async (path: string) =>
      JSON.stringify(
        (await request(suite.testApp.http).get(`/api/tournaments/${world.tournamentId}/${path}`).set('Authorization', cast.admin.bearer).expect(200)).body,
      );
    const text = (await read('ledger')) + (await read('birdie-pledges'));
    expect(
      secrets()
        .slice(-3)
        .filter((secret) => !text.includes(secret)),
    ).toEqual([]);
  });

  it('shows the donor wall a pledged gift without its e-mail or private note', async () => {
    const wall = (await request(suite.testApp.http).get(`/api/tournaments/${world.tournamentId}/donor-wall`).expect(200)).body as {
      latest: Array<{ donorName: string }>;
    };
    expect(wall.latest.map((gift) => gift.donorName)).toEqual(['Wendy World']);
  });
});
