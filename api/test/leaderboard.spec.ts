import { jest } from '@jest/globals';
import { errorBody, leaderboardResponse, messages, type LeaderboardRow } from '@fairway/contracts';
import pg from 'pg';
import request from 'supertest';
import type { DeepPartial } from 'typeorm';
import { markLiveChange } from '../src/common/live-changes/live-change';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import { LiveBoardCache } from '../src/modules/leaderboard/live-board.cache';
import { ScoreEntity } from '../src/modules/score/score.entity';
import type { PlayerEntity, TeamEntity } from '../src/modules/team/team.entity';
import type { TournamentEntity } from '../src/modules/tournament/tournament.entity';
import { appWithFixtures, catalogueHoles, todayIso } from './support/fixtures';

// Pebble Beach (the fixtures' card): hole 1 par 4 SI 6, hole 2 par 5 SI 10, hole 10 par 4 SI 3.
const pars = catalogueHoles().map((hole) => hole.par);
const scratch: DeepPartial<PlayerEntity> = { handicap: 0 };

describe('GET /api/leaderboard/:tournamentId', () => {
  const suite = appWithFixtures();

  /** Scores written straight to the table: strokes by hole for the team's first player. */
  async function scoresFor(team: TeamEntity, strokesByHole: Record<number, number>) {
    const repository = suite.setup.dataSource.getRepository(ScoreEntity);
    const playerId = team.players[0]!.id;
    const rows = Object.entries(strokesByHole).map(([hole, strokes]) =>
      repository.create({ tournamentId: team.tournamentId, teamId: team.id, playerId, hole: Number(hole), strokes, netScore: strokes, isBest: true }),
    );
    await repository.save(rows);
    // Written past the services, so announce the change as their writes do; the board is served from memory.
    markLiveChange(suite.setup.dataSource.manager, { kind: 'teams', tournamentId: team.tournamentId });
    await new Promise((resolve) => setImmediate(resolve));
    await suite.testApp.app.get(EventPublisher).settled();
  }

  /** A full round at par except for the given holes. */
  const roundAtParExcept = (changes: Record<number, number>) => Object.fromEntries(pars.map((par, index) => [index + 1, par + (changes[index + 1] ?? 0)]));

  const getBoard = async (tournamentId: string) =>
    leaderboardResponse.parse((await request(suite.testApp.http).get(`/api/leaderboard/${tournamentId}`).expect(200)).body);

  const summary = (rows: LeaderboardRow[]) => rows.map((row) => [row.teamName, row.positionLabel, row.totalScoreLabel, row.isLeader]);

  it('ranks teams by net relative to par, shares ties as T2 and lists teams without scores last', async () => {
    const tournament = await suite.setup.tournament({ adminUserId: 'admin', name: 'Ranking Open', format: 'best-ball' });
    const team = (name: string, players: DeepPartial<PlayerEntity>[], startingHole: number | null = 1) =>
      suite.setup.team(tournament.id, players, { name, startingHole, currentHole: startingHole ?? 1 });
    const alpha = await team('Alpha', [scratch]);
    const bravo = await team('Bravo', [scratch]);
    // One player on 18: 95% gives 17 strokes, one each on holes 1 (SI 6) and 2 (SI 10).
    const charlie = await team('Charlie', [{ handicap: 18 }]);
    await team('Delta', [scratch]);
    const echo = await team('Echo', [scratch], 10);
    await team('Foxtrot', [scratch], null);
    await scoresFor(alpha, { 1: 3, 2: 4 });
    await scoresFor(bravo, { 1: 4, 2: 4 });
    await scoresFor(charlie, { 1: 5, 2: 5 });
    await scoresFor(echo, { 10: 5 });

    const board = await getBoard(tournament.id);

    expect(board).toMatchObject({ tournamentId: tournament.id, tournamentName: 'Ranking Open', format: 'best-ball' });
    expect(summary(board.rows)).toEqual([
      ['Alpha', '1', '-2', true],
      ['Bravo', 'T2', '-1', false],
      ['Charlie', 'T2', '-1', false],
      ['Echo', '4', '+1', false],
      ['Delta', '-', 'E', false],
      ['Foxtrot', '-', 'E', false],
    ]);
    const byName = new Map(board.rows.map((row) => [row.teamName, row]));
    expect(byName.get('Charlie')).toMatchObject({ position: 2, grossTotal: 10, netTotal: 8, thru: 2, currentHole: 3, completionPercentage: 11 });
    expect(byName.get('Echo')).toMatchObject({ startingHole: 10, thru: 1, currentHole: 11, completionPercentage: 6 });
    expect(byName.get('Foxtrot')).toMatchObject({ position: null, startingHole: null, thru: 0, currentHole: 1 });
  });

  it('moves teams as new scores arrive', async () => {
    const tournament = await suite.setup.tournament({ adminUserId: 'admin', format: 'stroke-play' });
    const leader = await suite.setup.team(tournament.id, [scratch], { name: 'Leader' });
    const chaser = await suite.setup.team(tournament.id, [scratch], { name: 'Chaser' });
    await scoresFor(leader, { 1: 4 });
    await scoresFor(chaser, { 1: 5 });
    expect(summary((await getBoard(tournament.id)).rows).map(([name]) => name)).toEqual(['Leader', 'Chaser']);

    await scoresFor(chaser, { 2: 3 });

    expect(summary((await getBoard(tournament.id)).rows)).toEqual([
      ['Chaser', '1', '-1', true],
      ['Leader', '2', 'E', false],
    ]);
  });

  it('decides a tie for the lead by countback when the tournament asks for it', async () => {
    async function tiedField(tieBreak: TournamentEntity['tieBreak']) {
      const tournament = await suite.setup.tournament({ adminUserId: 'admin', format: 'best-ball', tieBreak });
      const early = await suite.setup.team(tournament.id, [scratch], { name: 'Early Birdie' });
      const late = await suite.setup.team(tournament.id, [scratch], { name: 'Late Birdie' });
      const steady = await suite.setup.team(tournament.id, [scratch], { name: 'Steady' });
      await scoresFor(early, roundAtParExcept({ 1: -1, 18: 1 }));
      await scoresFor(late, roundAtParExcept({ 1: 1, 18: -1 }));
      await scoresFor(steady, roundAtParExcept({}));
      return getBoard(tournament.id);
    }

    expect(summary((await tiedField('share')).rows)).toEqual([
      ['Early Birdie', 'T1', 'E', true],
      ['Late Birdie', 'T1', 'E', true],
      ['Steady', 'T1', 'E', true],
    ]);
    // Last nine: Late Birdie -1, Steady 0, Early Birdie +1; only the winner is decided.
    expect(summary((await tiedField('countback-leader')).rows)).toEqual([
      ['Late Birdie', '1', 'E', true],
      ['Early Birdie', 'T2', 'E', false],
      ['Steady', 'T2', 'E', false],
    ]);
    expect(summary((await tiedField('countback-all')).rows).map(([name, label]) => [name, label])).toEqual([
      ['Late Birdie', '1'],
      ['Steady', '2'],
      ['Early Birdie', '3'],
    ]);
  });

  it('uses a fixed number of queries however many teams there are', async () => {
    async function queriesFor(teamCount: number) {
      const tournament = await suite.setup.tournament({ adminUserId: 'admin' });
      for (let index = 0; index < teamCount; index += 1) {
        const team = await suite.setup.team(tournament.id, [scratch, scratch]);
        await scoresFor(team, { 1: 4, 2: 5 });
      }
      // The board a read computes when it has none in memory (after a change it is served from memory).
      suite.testApp.app.get(LiveBoardCache).forget(tournament.id);
      const spy = jest.spyOn(pg.Client.prototype, 'query');
      try {
        await getBoard(tournament.id);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    }

    const few = await queriesFor(1);
    const many = await queriesFor(8);

    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });

  it('answers an empty leaderboard for a tournament without teams', async () => {
    const tournament = await suite.setup.tournament({ adminUserId: 'admin' });
    expect((await getBoard(tournament.id)).rows).toEqual([]);
  });

  it('answers 404 for an unknown tournament and 400 for a malformed id', async () => {
    const unknown = await request(suite.testApp.http).get('/api/leaderboard/00000000-0000-4000-8000-000000000000').expect(404);
    expect(errorBody.parse(unknown.body).message).toBe(messages.tournament.notFound);

    const malformed = await request(suite.testApp.http).get('/api/leaderboard/not-a-uuid').expect(400);
    expect(errorBody.parse(malformed.body).details).toContainEqual(expect.objectContaining({ message: messages.validation.invalidId }));
  });
});

describe('GET /api/leaderboard (the active tournament, for the TV)', () => {
  const suite = appWithFixtures();

  const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const createdAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const activeBoard = async () => leaderboardResponse.parse((await request(suite.testApp.http).get('/api/leaderboard').expect(200)).body);

  it("answers 404 'No Tournaments Today' while no tournament is active", async () => {
    await suite.setup.tournament({ adminUserId: 'admin', status: 'upcoming' });
    await suite.setup.tournament({ adminUserId: 'admin', status: 'completed' });

    const response = await request(suite.testApp.http).get('/api/leaderboard').expect(404);

    expect(errorBody.parse(response.body).message).toBe(messages.pages.noTournamentsToday);
  });

  it('prefers an active tournament dated today, then the earliest created', async () => {
    await suite.setup.tournament({ adminUserId: 'admin', name: 'Left Active Since Yesterday', date: yesterday(), createdAt: createdAt(60 * 24) });
    expect((await activeBoard()).tournamentName).toBe('Left Active Since Yesterday');

    const first = await suite.setup.tournament({ adminUserId: 'admin', name: 'Morning Scramble', date: todayIso(), createdAt: createdAt(30) });
    await suite.setup.tournament({ adminUserId: 'admin', name: 'Afternoon Shamble', date: todayIso(), createdAt: createdAt(10) });
    const team = await suite.setup.team(first.id, [scratch], { name: 'On The Board' });

    const board = await activeBoard();

    expect(board.tournamentId).toBe(first.id);
    expect(board.rows.map((row) => row.teamId)).toEqual([team.id]);
  });
});
