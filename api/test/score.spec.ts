import { errorBody, messages, postScoreResponse, scoresResponse, type PostScoreInput } from '@fairway/contracts';
import request from 'supertest';
import { ScoreEntity } from '../src/modules/score/score.entity';
import { PlayerEntity, TeamEntity } from '../src/modules/team/team.entity';
import type { TournamentEntity } from '../src/modules/tournament/tournament.entity';
import { appWithFixtures } from './support/fixtures';
import type { TestUser } from './support/test-users';

// Pebble Beach (the fixtures' card): hole 1 par 4 SI 6, hole 6 par 5 SI 2, hole 7 par 3 SI 18,
// hole 9 par 4 SI 8, hole 10 par 4 SI 3, hole 14 par 5 SI 1.

describe('scores', () => {
  const suite = appWithFixtures('admin', 'ann', 'bob', 'outsider');
  const { admin, ann, bob, outsider } = suite.users;

  const post = (user: TestUser | null, body: Record<string, unknown>) => {
    const call = request(suite.testApp.http).post('/api/scores').send(body);
    return user ? call.set('Authorization', user.bearer) : call;
  };

  function scoreBody(tournament: TournamentEntity, team: TeamEntity, position: number, hole: number, strokes: number): PostScoreInput {
    const player = team.players.find((entry) => entry.position === position)!;
    return { tournamentId: tournament.id, teamId: team.id, playerId: player.id, hole, strokes };
  }

  const storedScores = (teamId: string) => suite.setup.dataSource.getRepository(ScoreEntity).find({ where: { teamId } });

  /** A best-ball tournament administered by `admin` with one team: Ann (10), Bob (0), Cy (20, no account). */
  async function bestBallTeam(format: TournamentEntity['format'] = 'best-ball') {
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid, format });
    const team = await suite.setup.team(tournament.id, [
      { name: 'Ann', email: ann.email, handicap: 10 },
      { name: 'Bob', email: bob.email.toUpperCase(), handicap: 0 },
      { name: 'Cy', email: null, handicap: 20 },
    ]);
    return { tournament, team };
  }

  const bestMarks = (holeScores: Array<{ playerName: string; isBest: boolean; netScore: number }>) =>
    holeScores.map(({ playerName, isBest, netScore }) => ({ playerName, isBest, netScore }));

  describe('POST /api/scores', () => {
    it('computes WHS best-ball nets and moves isBest when a better net arrives', async () => {
      const { tournament, team } = await bestBallTeam();
      // Playing handicaps at 85%: Ann 8.5 -> 9, Bob 0, Cy 17; all but Bob get a stroke on SI 2 (hole 6).

      const first = await post(ann, scoreBody(tournament, team, 1, 6, 6)).expect(201);
      const reply = postScoreResponse.parse(first.body);
      expect(reply.score).toMatchObject({ playerName: 'Ann', strokes: 6, netScore: 5, isBest: true, hole: 6 });
      expect(reply.holeScores).toHaveLength(1);

      const tie = postScoreResponse.parse((await post(bob, scoreBody(tournament, team, 2, 6, 5)).expect(201)).body);
      expect(bestMarks(tie.holeScores)).toEqual([
        { playerName: 'Ann', isBest: true, netScore: 5 },
        { playerName: 'Bob', isBest: true, netScore: 5 },
      ]);

      // The client's netScore and isBest are ignored.
      const cyBody = { ...scoreBody(tournament, team, 3, 6, 5), netScore: -10, isBest: false };
      const moved = postScoreResponse.parse((await post(ann, cyBody).expect(201)).body);
      expect(moved.score).toMatchObject({ playerName: 'Cy', netScore: 4, isBest: true });
      expect(bestMarks(moved.holeScores)).toEqual([
        { playerName: 'Ann', isBest: false, netScore: 5 },
        { playerName: 'Bob', isBest: false, netScore: 5 },
        { playerName: 'Cy', isBest: true, netScore: 4 },
      ]);

      const stored = await storedScores(team.id);
      expect(stored.map((score) => [Number(score.netScore), score.isBest]).sort()).toEqual(
        [
          [4, true],
          [5, false],
          [5, false],
        ].sort(),
      );
    });

    it('replaces a re-posted score instead of adding a row, and recomputes the hole', async () => {
      const { tournament, team } = await bestBallTeam();
      await post(ann, scoreBody(tournament, team, 1, 6, 6)).expect(201);
      await post(ann, scoreBody(tournament, team, 3, 6, 5)).expect(201);

      const again = postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 1, 6, 4)).expect(201)).body);
      await post(ann, scoreBody(tournament, team, 1, 6, 4)).expect(201);

      expect(bestMarks(again.holeScores)).toEqual([
        { playerName: 'Ann', isBest: true, netScore: 3 },
        { playerName: 'Cy', isBest: false, netScore: 4 },
      ]);
      const stored = await storedScores(team.id);
      expect(stored).toHaveLength(2);
      expect(stored.find((score) => score.playerId === again.score.playerId)?.strokes).toBe(4);
    });

    it('uses the scramble team handicap for every entry (25/20/15/10% of 4, 8, 12, 20 = 6)', async () => {
      const tournament = await suite.setup.tournament({ adminUserId: admin.uid, format: 'scramble' });
      const team = await suite.setup.team(tournament.id, [
        { name: 'P4', email: ann.email, handicap: 4 },
        { name: 'P8', handicap: 8 },
        { name: 'P12', handicap: 12 },
        { name: 'P20', handicap: 20 },
      ]);

      // SI 6 (hole 1): the team's 6 strokes reach it, though P4 alone (95% of 4 = 4) would not get one.
      const hole1 = postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 1, 1, 4)).expect(201)).body);
      expect(hole1.score).toMatchObject({ netScore: 3, isBest: true });
      // SI 8 (hole 9): no team stroke, though P20 alone would get one.
      const hole9 = postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 4, 9, 5)).expect(201)).body);
      expect(hole9.score).toMatchObject({ netScore: 5, isBest: true });
      // The team's lowest entry is its score on the hole.
      const lower = postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 2, 1, 3)).expect(201)).body);
      expect(bestMarks(lower.holeScores)).toEqual([
        { playerName: 'P4', isBest: false, netScore: 3 },
        { playerName: 'P8', isBest: true, netScore: 2 },
      ]);
    });

    it('applies the 95% stroke-play allowance: an 18 plays off 17 and gets nothing on SI 18', async () => {
      const tournament = await suite.setup.tournament({ adminUserId: admin.uid, format: 'stroke-play' });
      const team = await suite.setup.team(tournament.id, [{ name: 'Eighteen', email: ann.email, handicap: 18 }]);

      const si18 = postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 1, 7, 4)).expect(201)).body);
      const si1 = postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 1, 14, 6)).expect(201)).body);

      expect(si18.score.netScore).toBe(4);
      expect(si1.score.netScore).toBe(5);
    });

    it("uses the tournament's handicap allowance overrides", async () => {
      const tournament = await suite.setup.tournament({ adminUserId: admin.uid, format: 'stroke-play', handicapAllowances: { strokePlay: 100 } });
      const team = await suite.setup.team(tournament.id, [{ name: 'Eighteen', email: ann.email, handicap: 18 }]);

      const si18 = postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 1, 7, 4)).expect(201)).body);

      expect(si18.score.netScore).toBe(3);
    });

    it("advances the team's current hole in its shotgun order", async () => {
      const tournament = await suite.setup.tournament({ adminUserId: admin.uid });
      const team = await suite.setup.team(tournament.id, [{ name: 'Ann', email: ann.email }], { startingHole: 17, currentHole: 17 });
      const currentHole = async () => (await suite.setup.dataSource.getRepository(TeamEntity).findOneByOrFail({ id: team.id })).currentHole;

      expect(postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 1, 17, 4)).expect(201)).body).currentHole).toBe(18);
      expect(postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 1, 18, 4)).expect(201)).body).currentHole).toBe(1);
      expect(await currentHole()).toBe(1);
    });

    it('scores a tournament without a card on the fallback par-72 card', async () => {
      const tournament = await suite.setup.tournament({ adminUserId: admin.uid, format: 'stroke-play', holes: [] });
      const team = await suite.setup.team(tournament.id, [{ name: 'Nine', email: ann.email, handicap: 9.5 }]);

      // 95% of 9.5 = 9.025 -> 9 strokes on SI 1-9; hole 1 is SI 1, hole 9 is SI 17.
      const hole1 = postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 1, 1, 5)).expect(201)).body);
      const hole9 = postScoreResponse.parse((await post(ann, scoreBody(tournament, team, 1, 9, 5)).expect(201)).body);

      expect([hole1.score.netScore, hole9.score.netScore]).toEqual([4, 5]);
    });

    it('keeps every write when a team posts concurrently, with one consistent best mark', async () => {
      const { tournament, team } = await bestBallTeam();
      const strokes = { 1: 6, 2: 5, 3: 6 } as const;

      const replies = await Promise.all(([1, 2, 3] as const).map((position) => post(admin, scoreBody(tournament, team, position, 14, strokes[position]))));

      replies.forEach((reply) => expect(reply.status).toBe(201));
      // SI 1 (hole 14): Ann 9 and Cy 17 get a stroke, Bob none: nets 5, 5, 5.
      const stored = await storedScores(team.id);
      expect(stored).toHaveLength(3);
      expect(stored.every((score) => score.isBest && Number(score.netScore) === 5)).toBe(true);
    });

    describe('who may post', () => {
      it('lets the tournament admin post for any team, and a member with a differently cased e-mail', async () => {
        const { tournament, team } = await bestBallTeam();

        await post(admin, scoreBody(tournament, team, 3, 2, 5)).expect(201);
        await post(bob, scoreBody(tournament, team, 2, 2, 5)).expect(201);

        expect(await storedScores(team.id)).toHaveLength(2);
      });

      it('refuses a signed-in user who is neither on the team nor the admin (403), writing nothing', async () => {
        const { tournament, team } = await bestBallTeam();

        const response = await post(outsider, scoreBody(tournament, team, 1, 1, 4)).expect(403);

        expect(errorBody.parse(response.body).statusCode).toBe(403);
        expect(await storedScores(team.id)).toHaveLength(0);
      });

      it('refuses a member of another team in the same tournament (403)', async () => {
        const { tournament, team } = await bestBallTeam();
        const other = await suite.setup.team(tournament.id, [{ name: 'Outsider', email: outsider.email }]);

        await post(outsider, scoreBody(tournament, team, 1, 1, 4)).expect(403);
        await post(outsider, scoreBody(tournament, other, 1, 1, 4)).expect(201);
        expect(await storedScores(team.id)).toHaveLength(0);
      });

      it('refuses visitors and bad tokens (401), writing nothing', async () => {
        const { tournament, team } = await bestBallTeam();

        await post(null, scoreBody(tournament, team, 1, 1, 4)).expect(401);
        await request(suite.testApp.http)
          .post('/api/scores')
          .set('Authorization', 'Bearer forged')
          .send(scoreBody(tournament, team, 1, 1, 4))
          .expect(401);

        expect(await storedScores(team.id)).toHaveLength(0);
      });
    });

    describe('invalid writes', () => {
      it.each([
        ['strokes 0', { strokes: 0 }, messages.score.strokesRange],
        ['strokes 13', { strokes: 13 }, messages.score.strokesRange],
        ['fractional strokes', { strokes: 4.5 }, messages.score.strokesRange],
        ['strokes as text', { strokes: 'four' }, messages.score.strokesRange],
        ['missing strokes', { strokes: undefined }, messages.score.strokesRange],
        ['hole 0', { hole: 0 }, messages.score.holeRange],
        ['hole 19', { hole: 19 }, messages.score.holeRange],
        ['a malformed player id', { playerId: 'player-1' }, messages.validation.invalidId],
        ['a malformed team id', { teamId: 42 }, messages.validation.invalidId],
      ])('refuses %s with 400 and the field message, writing nothing', async (_label, change, message) => {
        const { tournament, team } = await bestBallTeam();

        const response = await post(ann, { ...scoreBody(tournament, team, 1, 1, 4), ...change }).expect(400);

        expect(errorBody.parse(response.body).details).toContainEqual(expect.objectContaining({ message }));
        expect(await storedScores(team.id)).toHaveLength(0);
      });

      it('answers 404 for an unknown tournament, a team of another tournament and a player of another team', async () => {
        const { tournament, team } = await bestBallTeam();
        const elsewhere = await bestBallTeam();
        const body = scoreBody(tournament, team, 1, 1, 4);

        const unknown = await post(admin, { ...body, tournamentId: '00000000-0000-4000-8000-000000000000' }).expect(404);
        expect(unknown.body.message).toBe(messages.tournament.notFound);
        await post(admin, { ...body, teamId: elsewhere.team.id }).expect(404);
        const foreignPlayer = await post(admin, { ...body, playerId: elsewhere.team.players[0]!.id }).expect(404);
        expect(foreignPlayer.body.message).toBe('Player not found on this team');

        expect(await storedScores(team.id)).toHaveLength(0);
        expect(await storedScores(elsewhere.team.id)).toHaveLength(0);
      });

      it('refuses a body that is not JSON without a 500', async () => {
        const response = await request(suite.testApp.http)
          .post('/api/scores')
          .set('Authorization', ann.bearer)
          .set('Content-Type', 'application/json')
          .send('{"strokes": ');
        expect(response.status).toBe(400);
      });
    });
  });

  describe('GET /api/scores and /api/scores/hole', () => {
    let tournament: TournamentEntity;
    let team: TeamEntity;

    beforeAll(async () => {
      ({ tournament, team } = await bestBallTeam());
      await post(ann, scoreBody(tournament, team, 3, 2, 6)).expect(201);
      await post(ann, scoreBody(tournament, team, 1, 2, 5)).expect(201);
      await post(ann, scoreBody(tournament, team, 2, 1, 4)).expect(201);
    });

    it('lists the team scores with player names, by hole then position, to visitors', async () => {
      const response = await request(suite.testApp.http).get('/api/scores').query({ tournamentId: tournament.id, teamId: team.id }).expect(200);

      const scores = scoresResponse.parse(response.body);
      expect(scores.map(({ hole, playerName, strokes }) => [hole, playerName, strokes])).toEqual([
        [1, 'Bob', 4],
        [2, 'Ann', 5],
        [2, 'Cy', 6],
      ]);
    });

    it('lists one hole', async () => {
      const response = await request(suite.testApp.http).get('/api/scores/hole').query({ tournamentId: tournament.id, teamId: team.id, hole: '2' }).expect(200);

      expect(scoresResponse.parse(response.body).map((score) => score.playerName)).toEqual(['Ann', 'Cy']);
    });

    it("reflects a roster handicap change on read (net follows the player's current handicap)", async () => {
      const players = suite.setup.dataSource.getRepository(PlayerEntity);
      const ann2 = team.players.find((player) => player.position === 1)!;
      await players.update({ id: ann2.id }, { handicap: 40 });
      try {
        const response = await request(suite.testApp.http).get('/api/scores/hole').query({ tournamentId: tournament.id, teamId: team.id, hole: 2 }).expect(200);
        // 85% of 40 = 34: two strokes on SI 10 (hole 2), so Ann's 5 is a net 3.
        expect(scoresResponse.parse(response.body).find((score) => score.playerName === 'Ann')?.netScore).toBe(3);
      } finally {
        await players.update({ id: ann2.id }, { handicap: 10 });
      }
    });

    it.each([
      ['a missing team', { tournamentId: '00000000-0000-4000-8000-000000000000' }, '/api/scores'],
      ['a malformed tournament id', { tournamentId: 'x', teamId: '00000000-0000-4000-8000-000000000000' }, '/api/scores'],
      ['a hole that is not a number', { hole: 'x' }, '/api/scores/hole'],
      ['hole 19', { hole: 19 }, '/api/scores/hole'],
    ])('refuses %s with 400', async (_label, query, path) => {
      const full = path.endsWith('hole') ? { tournamentId: tournament.id, teamId: team.id, ...query } : query;
      const response = await request(suite.testApp.http).get(path).query(full).expect(400);
      expect(errorBody.parse(response.body).details?.length).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown tournament or a team of another tournament', async () => {
      const other = await bestBallTeam();
      await request(suite.testApp.http).get('/api/scores').query({ tournamentId: '00000000-0000-4000-8000-000000000000', teamId: team.id }).expect(404);
      await request(suite.testApp.http).get('/api/scores').query({ tournamentId: tournament.id, teamId: other.team.id }).expect(404);
      await request(suite.testApp.http).get('/api/scores/hole').query({ tournamentId: tournament.id, teamId: other.team.id, hole: 1 }).expect(404);
    });
  });
});
