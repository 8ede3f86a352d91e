// Every read a visitor, a signed-in stranger or a contest's station can make, scanned for what only a team
// and its admin may read (player e-mails, invite codes, the accounts players are linked to) and for station
// tokens.
import request from 'supertest';
import { appWithFixtures } from '../support/fixtures';
import { type AttackWorld, buildWorld, type Cast, signUpCast } from './support/attack-world';

describe('nothing private leaks through the public reads', () => {
  const suite = appWithFixtures();
  let cast: Cast;
  let world: AttackWorld;

  beforeAll(async () => {
    cast = await signUpCast();
    world = await buildWorld(suite.setup, cast);
  });

  const reads = (w: AttackWorld) => [
    ['GET', '/api/tournaments'],
    ['GET', '/api/tournaments/active'],
    ['GET', `/api/tournaments/${w.tournamentId}`],
    ['GET', `/api/tournaments/${w.tournamentId}/teams`],
    ['GET', '/api/leaderboard'],
    ['GET', `/api/leaderboard/${w.tournamentId}`],
    ['GET', `/api/scores?tournamentId=${w.tournamentId}&teamId=${w.team.id}`],
    ['GET', `/api/scores/hole?tournamentId=${w.tournamentId}&teamId=${w.team.id}&hole=1`],
    ['GET', `/api/chat/suggestions?currentPage=leaderboard&tournamentId=${w.tournamentId}`],
    ['GET', `/api/tournaments/${w.tournamentId}/contests`],
    ['GET', `/api/contests/${w.contest.id}`],
    ['GET', `/api/tournaments/${w.tournamentId}/skins`],
    ['GET', `/api/tournaments/${w.tournamentId}/skins/board`],
    ['GET', `/api/tournaments/${w.tournamentId}/awards/reveal`],
    ['POST', '/api/chat'],
  ] as const;

  const secrets = () => [
    cast.member.email,
    cast.otherMember.email,
    `partner-${cast.member.uid.toLowerCase()}@example.com`,
    world.team.inviteCode,
    world.otherTeam.inviteCode,
    cast.member.uid,
    cast.otherMember.uid,
    ...Object.values(world.stationTokens),
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
    const response = await request(suite.testApp.http).get(`/api/contests/${world.contest.id}/station`).set('X-Station-Token', world.stationTokens.station).expect(200);
    const text = JSON.stringify(response.body).toLowerCase();
    expect(text).toContain('mia member');
    expect(secrets().filter((secret) => text.includes(secret.toLowerCase()))).toEqual([]);
  });

  it('would notice: the admin\'s own team list carries those e-mails and codes', async () => {
    const response = await request(suite.testApp.http).get(`/api/tournaments/${world.tournamentId}/teams`).set('Authorization', cast.admin.bearer).expect(200);
    const text = JSON.stringify(response.body).toLowerCase();
    expect(secrets().slice(0, 5).filter((secret) => !text.includes(secret.toLowerCase()))).toEqual([]);
  });
});
