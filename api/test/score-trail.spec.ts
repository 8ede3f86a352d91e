import { errorBody, postScoreResponse, scoresResponse, type PostScoreInput } from '@fairway/contracts';
import { postScoresBatchResponse, scoreCardStatus, scoreHistoryResponse } from '@fairway/contracts/score-card';
import request from 'supertest';
import type { TeamEntity } from '../src/modules/team/team.entity';
import type { TournamentEntity } from '../src/modules/tournament/tournament.entity';
import { appWithFixtures } from './support/fixtures';
import type { TestUser } from './support/test-users';

describe('score trail, card submission and batches', () => {
  const suite = appWithFixtures('admin', 'ann', 'bob', 'outsider');
  const { admin, ann, bob, outsider } = suite.users;

  const http = () => request(suite.testApp.http);
  const post = (user: TestUser, path: string, body: unknown) =>
    http()
      .post(path)
      .set('Authorization', user.bearer)
      .send(body as object);

  async function team() {
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid, format: 'best-ball' });
    const entity = await suite.setup.team(tournament.id, [
      { name: 'Ann', email: ann.email, handicap: 10 },
      { name: 'Bob', email: bob.email, handicap: 0 },
    ]);
    return { tournament, team: entity };
  }

  function cell(tournament: TournamentEntity, entity: TeamEntity, position: number, hole: number, strokes: number): PostScoreInput {
    const player = entity.players.find((entry) => entry.position === position)!;
    return { tournamentId: tournament.id, teamId: entity.id, playerId: player.id, hole, strokes };
  }

  const ids = (tournament: TournamentEntity, entity: TeamEntity) => ({ tournamentId: tournament.id, teamId: entity.id });
  const history = async (tournament: TournamentEntity, entity: TeamEntity) =>
    scoreHistoryResponse.parse((await http().get('/api/scores/history').query(ids(tournament, entity)).expect(200)).body);

  it('keeps who changed each score and when; a replay adds nothing and another player is untouched', async () => {
    const { tournament, team: entity } = await team();
    await post(ann, '/api/scores', cell(tournament, entity, 1, 3, 5)).expect(201);
    await post(ann, '/api/scores', cell(tournament, entity, 2, 3, 4)).expect(201);
    const corrected = postScoreResponse.parse((await post(bob, '/api/scores', cell(tournament, entity, 1, 3, 6)).expect(201)).body);
    await post(bob, '/api/scores', cell(tournament, entity, 1, 3, 6)).expect(201);

    expect(corrected.score).toMatchObject({ playerName: 'Ann', strokes: 6, changedBy: 'Bob' });
    const trail = await history(tournament, entity);
    expect(trail.map(({ hole, strokes, previousStrokes, changedBy }) => ({ hole, strokes, previousStrokes, changedBy }))).toEqual([
      { hole: 3, strokes: 5, previousStrokes: null, changedBy: 'Ann' },
      { hole: 3, strokes: 4, previousStrokes: null, changedBy: 'Ann' },
      { hole: 3, strokes: 6, previousStrokes: 5, changedBy: 'Bob' },
    ]);
    const read = scoresResponse.parse((await http().get('/api/scores').query(ids(tournament, entity)).expect(200)).body);
    expect(read.map(({ playerName, strokes, changedBy, corrected: fixed }) => ({ playerName, strokes, changedBy, corrected: fixed }))).toEqual([
      { playerName: 'Ann', strokes: 6, changedBy: 'Bob', corrected: true },
      { playerName: 'Bob', strokes: 4, changedBy: 'Ann', corrected: false },
    ]);
  });

  it('marks a score corrected when someone else changes it or its author changes it minutes later, not while entering', async () => {
    const { tournament, team: entity } = await team();
    await post(ann, '/api/scores', cell(tournament, entity, 1, 1, 4)).expect(201);
    const stepping = postScoreResponse.parse((await post(ann, '/api/scores', cell(tournament, entity, 1, 1, 5)).expect(201)).body);
    expect(stepping.score).toMatchObject({ strokes: 5, changedBy: 'Ann', corrected: false });

    await suite.setup.dataSource.query(`UPDATE scores SET updated_at = now() - interval '3 minutes' WHERE team_id = $1`, [entity.id]);
    const later = postScoreResponse.parse((await post(ann, '/api/scores', cell(tournament, entity, 1, 1, 6)).expect(201)).body);
    expect(later.score).toMatchObject({ strokes: 6, corrected: true });
    const replay = postScoreResponse.parse((await post(ann, '/api/scores', cell(tournament, entity, 1, 1, 6)).expect(201)).body);
    expect(replay.score.corrected).toBe(true);

    await post(ann, '/api/scores', cell(tournament, entity, 2, 2, 4)).expect(201);
    const byOther = postScoreResponse.parse((await post(bob, '/api/scores', cell(tournament, entity, 2, 2, 3)).expect(201)).body);
    expect(byOther.score).toMatchObject({ playerName: 'Bob', changedBy: 'Bob', corrected: true });
  });

  it('refuses an unfinished card, locks a submitted one for members and lets the admin correct it on the trail', async () => {
    const { tournament, team: entity } = await team();
    await post(ann, '/api/scores', cell(tournament, entity, 1, 1, 4)).expect(201);
    const early = errorBody.parse((await post(ann, '/api/scores/card', ids(tournament, entity)).expect(409)).body);
    expect(early).toMatchObject({ code: 'CARD_INCOMPLETE', message: 'Score every hole before submitting the card. 1 of 18 holes have a score.' });
    await post(outsider, '/api/scores/card', ids(tournament, entity)).expect(403);

    const rest = Array.from({ length: 17 }, (_, n) => cell(tournament, entity, 2, n + 2, 4));
    await post(bob, '/api/scores/batch', { scores: rest }).expect(200);
    const submitted = scoreCardStatus.parse((await post(ann, '/api/scores/card', ids(tournament, entity)).expect(200)).body);
    expect(submitted).toMatchObject({ submitted: true, submittedBy: 'Ann' });
    expect(scoreCardStatus.parse((await http().get('/api/scores/card').query(ids(tournament, entity)).expect(200)).body)).toEqual(submitted);

    const locked = errorBody.parse((await post(bob, '/api/scores', cell(tournament, entity, 2, 5, 3)).expect(409)).body);
    expect(locked).toMatchObject({
      code: 'CARD_SUBMITTED',
      message: 'This card has been submitted and is locked. Ask the tournament admin to correct a score.',
    });
    const batch = postScoresBatchResponse.parse((await post(bob, '/api/scores/batch', { scores: [cell(tournament, entity, 2, 5, 3)] }).expect(200)).body);
    expect(batch.results).toEqual([{ ok: false, error: expect.objectContaining({ statusCode: 409, code: 'CARD_SUBMITTED' }) }]);

    const fixed = postScoreResponse.parse((await post(admin, '/api/scores', cell(tournament, entity, 2, 5, 3)).expect(201)).body);
    expect(fixed.score).toMatchObject({ strokes: 3, changedBy: 'admin', corrected: true });
    const trail = await history(tournament, entity);
    expect(trail.at(-1)).toMatchObject({ hole: 5, strokes: 3, previousStrokes: 4, changedBy: 'admin' });
    expect(trail).toHaveLength(19);
  });

  it('answers each score of a batch on its own', async () => {
    const { tournament, team: entity } = await team();
    const otherTournament = await suite.setup.tournament({ adminUserId: admin.uid });
    const other = { tournament: otherTournament, team: await suite.setup.team(otherTournament.id, [{ name: 'Zed', email: outsider.email, handicap: 5 }]) };
    const scores = [
      cell(tournament, entity, 1, 1, 5),
      { ...cell(tournament, entity, 2, 1, 4), strokes: 13 },
      { ...cell(tournament, entity, 2, 1, 4), playerId: other.team.players[0]!.id },
      cell(other.tournament, other.team, 1, 1, 4),
      cell(tournament, entity, 1, 1, 6),
      cell(tournament, entity, 2, 2, 3),
    ];
    const reply = postScoresBatchResponse.parse((await post(ann, '/api/scores/batch', { scores }).expect(200)).body);

    expect(reply.results.map((result) => (result.ok ? [result.score.playerName, result.score.hole, result.score.strokes] : result.error.statusCode))).toEqual([
      ['Ann', 1, 6],
      400,
      404,
      403,
      ['Ann', 1, 6],
      ['Bob', 2, 3],
    ]);
    const stored = scoresResponse.parse((await http().get('/api/scores').query(ids(tournament, entity)).expect(200)).body);
    expect(stored.map(({ playerName, hole, strokes }) => [playerName, hole, strokes])).toEqual([
      ['Ann', 1, 6],
      ['Bob', 2, 3],
    ]);
    expect(await history(other.tournament, other.team)).toEqual([]);
  });

  it('lets writes that arrive together share transactions, each succeeding or failing on its own', async () => {
    const teams = await Promise.all(Array.from({ length: 6 }, () => team()));
    const lockedCard = teams[5]!;
    const fullCard = Array.from({ length: 18 }, (_, n) => cell(lockedCard.tournament, lockedCard.team, 1, n + 1, 4));
    await post(ann, '/api/scores/batch', { scores: fullCard }).expect(200);
    await post(ann, '/api/scores/card', ids(lockedCard.tournament, lockedCard.team)).expect(200);

    const open = teams.slice(0, 5);
    const writes = open.flatMap(({ tournament, team: entity }) => [
      post(ann, '/api/scores', cell(tournament, entity, 1, 1, 7)),
      post(bob, '/api/scores', cell(tournament, entity, 2, 1, 5)),
      post(ann, '/api/scores', cell(tournament, entity, 2, 2, 3)),
      post(outsider, '/api/scores', cell(tournament, entity, 2, 3, 3)),
      post(ann, '/api/scores', cell(tournament, entity, 1, 4, 6)),
      post(bob, '/api/scores', cell(tournament, entity, 1, 4, 5)),
    ]);
    const refused = post(bob, '/api/scores', cell(lockedCard.tournament, lockedCard.team, 1, 2, 6));
    const corrected = post(admin, '/api/scores', cell(lockedCard.tournament, lockedCard.team, 1, 3, 6));
    const replies = await Promise.all([...writes, refused, corrected]);

    expect(replies.map((reply) => reply.status)).toEqual([...open.flatMap(() => [201, 201, 201, 403, 201, 201]), 409, 201]);
    for (const { tournament, team: entity } of open) {
      const stored = scoresResponse.parse((await http().get('/api/scores').query(ids(tournament, entity)).expect(200)).body);
      const trail = await history(tournament, entity);
      const lastOnFour = trail.filter((change) => change.hole === 4).map((change) => [change.strokes, change.previousStrokes]);
      // Two people wrote one cell at once: whichever came second replaced the first, on the trail too.
      expect(lastOnFour).toEqual(
        expect.arrayContaining([
          [lastOnFour[0]![0], null],
          [lastOnFour[1]![0], lastOnFour[0]![0]],
        ]),
      );
      expect(stored.map(({ playerName, hole, strokes }) => [playerName, hole, strokes])).toEqual([
        ['Ann', 1, 7],
        ['Bob', 1, 5],
        ['Bob', 2, 3],
        ['Ann', 4, lastOnFour[1]![0]],
      ]);
      expect(trail).toHaveLength(5);
    }
    const card = scoresResponse.parse((await http().get('/api/scores').query(ids(lockedCard.tournament, lockedCard.team)).expect(200)).body);
    expect(card.filter((score) => score.hole <= 3).map((score) => score.strokes)).toEqual([4, 4, 6]);
  });

  it('refuses an empty or oversized batch with the message', async () => {
    const reply = await post(ann, '/api/scores/batch', { scores: [] }).expect(400);
    expect(errorBody.parse(reply.body).message).toBe('Send between 1 and 72 scores');
    await post(ann, '/api/scores/batch', { scores: Array.from({ length: 73 }, () => ({})) }).expect(400);
  });
});
