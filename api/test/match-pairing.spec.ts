import { errorBody, leaderboardResponse, matchPairingMessages, matchPairingsResponse } from '@fairway/contracts';
import request from 'supertest';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import { appWithFixtures } from './support/fixtures';
import { signUpTestUser, type TestUser } from './support/test-users';

describe('match pairings (GET/PUT /api/tournaments/:id/match-pairings)', () => {
  const suite = appWithFixtures();
  let admin: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    admin = await signUpTestUser('pairing-admin');
    stranger = await signUpTestUser('pairing-stranger');
  });

  async function matchPlayField(format: 'match-play' | 'best-ball' = 'match-play') {
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid, format });
    const teams = await Promise.all(['Eagles', 'Hawks', 'Owls', 'Ravens'].map((name) => suite.setup.team(tournament.id, [{ handicap: 0 }], { name })));
    return { tournament, teams };
  }

  const put = (tournamentId: string, user: TestUser | null, pairings: Array<{ teamAId: string; teamBId: string }>) => {
    const call = request(suite.testApp.http).put(`/api/tournaments/${tournamentId}/match-pairings`).send({ pairings });
    return user ? call.set('Authorization', user.bearer) : call;
  };
  const list = async (tournamentId: string) =>
    matchPairingsResponse.parse((await request(suite.testApp.http).get(`/api/tournaments/${tournamentId}/match-pairings`).expect(200)).body);

  it('replaces every pairing at once and the board lists the matches with their status', async () => {
    const { tournament, teams } = await matchPlayField();
    const [eagles, hawks, owls, ravens] = teams;
    await put(tournament.id, admin, [{ teamAId: eagles!.id, teamBId: ravens!.id }]).expect(200);
    const saved = matchPairingsResponse.parse(
      (
        await put(tournament.id, admin, [
          { teamAId: eagles!.id, teamBId: hawks!.id },
          { teamAId: owls!.id, teamBId: ravens!.id },
        ]).expect(200)
      ).body,
    );

    expect(saved.map((pairing) => [pairing.teamAId, pairing.teamBId])).toEqual([
      [eagles!.id, hawks!.id],
      [owls!.id, ravens!.id],
    ]);
    expect(await list(tournament.id)).toEqual(saved);
    for (const [team, strokes] of [
      [eagles!, 3],
      [hawks!, 4],
    ] as const) {
      await request(suite.testApp.http)
        .post('/api/scores')
        .set('Authorization', admin.bearer)
        .send({ tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id, hole: 1, strokes })
        .expect(201);
    }
    await suite.testApp.app.get(EventPublisher).settled();
    const board = leaderboardResponse.parse((await request(suite.testApp.http).get(`/api/leaderboard/${tournament.id}`).expect(200)).body);
    expect(board.matches?.map((match) => [match.teamAName, match.teamBName, match.status, match.thru])).toEqual([
      ['Eagles', 'Hawks', 'Eagles 1 UP', 1],
      ['Owls', 'Ravens', 'ALL SQUARE', 0],
    ]);
  });

  it("refuses with the contract's messages and changes nothing", async () => {
    const { tournament, teams } = await matchPlayField();
    const other = await matchPlayField();
    const [eagles, hawks, owls] = teams;
    await put(tournament.id, admin, [{ teamAId: eagles!.id, teamBId: hawks!.id }]).expect(200);
    const refusals: Array<[ReturnType<typeof put>, number, string]> = [
      [put(tournament.id, admin, [{ teamAId: eagles!.id, teamBId: eagles!.id }]), 400, matchPairingMessages.sameTeam],
      [
        put(tournament.id, admin, [
          { teamAId: eagles!.id, teamBId: hawks!.id },
          { teamAId: eagles!.id, teamBId: owls!.id },
        ]),
        400,
        matchPairingMessages.teamTwice,
      ],
      [put(tournament.id, admin, [{ teamAId: eagles!.id, teamBId: other.teams[0]!.id }]), 400, matchPairingMessages.unknownTeam],
      [put(tournament.id, stranger, [{ teamAId: owls!.id, teamBId: hawks!.id }]), 403, "Only the tournament's organisers can pair teams into matches."],
    ];
    for (const [call, status, message] of refusals) {
      const response = await call.expect(status);
      expect(errorBody.parse(response.body).message === message || JSON.stringify(response.body).includes(message)).toBe(true);
    }
    await put(tournament.id, null, []).expect(401);
    expect((await list(tournament.id)).map((pairing) => pairing.teamBId)).toEqual([hawks!.id]);

    const strokePlay = await matchPlayField('best-ball');
    const refused = await put(strokePlay.tournament.id, admin, [{ teamAId: strokePlay.teams[0]!.id, teamBId: strokePlay.teams[1]!.id }]).expect(400);
    expect(errorBody.parse(refused.body).message).toBe(matchPairingMessages.notMatchPlay);
    await request(suite.testApp.http).get('/api/tournaments/00000000-0000-4000-8000-000000000000/match-pairings').expect(404);
  });
});
