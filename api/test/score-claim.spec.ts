import { errorBody, postScoreResponse } from '@fairway/contracts';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { ScoreEntity } from '../src/modules/score/score.entity';
import { SubmittedCardRepository } from '../src/modules/score/submitted-card.repository';
import { PlayerEntity, type TeamEntity } from '../src/modules/team/team.entity';
import { TeamLookup } from '../src/modules/team/team-lookup';
import { TeamService } from '../src/modules/team/team.service';
import type { TournamentEntity } from '../src/modules/tournament/tournament.entity';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

// A score write reads its team without a lock and writes only if the team is unchanged (its revision);
// these changes commit while the write waits for the team's row, so the write must read the team again.
describe('score writes racing a change of their team', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  let setup: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    testApp = await startTestApp();
    [admin, ann] = await Promise.all([signUpTestUser('admin'), signUpTestUser('ann')]);
    setup = fixtures(testApp.app);
  });

  afterAll(() => testApp?.close());

  async function teamOfAnn(): Promise<{ tournament: TournamentEntity; team: TeamEntity }> {
    const tournament = await setup.tournament({ adminUserId: admin.uid, format: 'best-ball' });
    const team = await setup.team(tournament.id, [
      { name: 'Ann', email: ann.email, handicap: 10 },
      { name: 'Bob', email: null, handicap: 0 },
    ]);
    return { tournament, team };
  }

  const postHole2 = ({ tournament, team }: { tournament: TournamentEntity; team: TeamEntity }, strokes: number) =>
    request(testApp.http)
      .post('/api/scores')
      .set('Authorization', ann.bearer)
      .send({ tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id, hole: 2, strokes });

  /** Runs `change` in a transaction that holds the team's row, lets a score write reach that row, then commits. */
  async function whileWriteWaits<T>(change: (runner: QueryRunner) => Promise<void>, write: () => PromiseLike<T>): Promise<T> {
    const runner = setup.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await change(runner);
      const reply = Promise.resolve(write());
      await waitForBlockedWrite();
      await runner.commitTransaction();
      return await reply;
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  }

  async function waitForBlockedWrite(): Promise<void> {
    for (let tries = 0; tries < 200; tries += 1) {
      const [row]: Array<{ waiting: number }> = await setup.dataSource.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%claim_locked%'`,
      );
      if (row!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('The score write never waited for the team row');
  }

  it('scores with the handicap a roster change committed meanwhile, not the one it first read', async () => {
    const setupTeam = await teamOfAnn();
    const lookup = testApp.app.get(TeamLookup);
    // Ann's first write links her player row to her account; this one then waits for the team row alone.
    await request(testApp.http)
      .post('/api/scores')
      .set('Authorization', ann.bearer)
      .send({ tournamentId: setupTeam.tournament.id, teamId: setupTeam.team.id, playerId: setupTeam.team.players[0]!.id, hole: 1, strokes: 4 })
      .expect(201);

    const reply = await whileWriteWaits(
      async (runner) => {
        await lookup.lockTeam(runner.manager, { id: setupTeam.team.id });
        await runner.manager.update(PlayerEntity, { id: setupTeam.team.players[0]!.id }, { handicap: 40 });
      },
      () => postHole2(setupTeam, 5),
    );

    expect(reply.status).toBe(201);
    // Hole 2 is SI 10: 85% of 40 = 34 gives Ann two strokes (net 3); her old 10 (9 after allowance) gave none (net 5).
    expect(postScoreResponse.parse(reply.body).score.netScore).toBe(3);
    const stored = await setup.dataSource.getRepository(ScoreEntity).findOneBy({ teamId: setupTeam.team.id, hole: 2 });
    expect(Number(stored!.netScore)).toBe(3);
  });

  it("refuses a member's write with 409 when the card was submitted meanwhile, writing nothing", async () => {
    const setupTeam = await teamOfAnn();
    const teams = testApp.app.get(TeamService);
    const cards = testApp.app.get(SubmittedCardRepository);

    const reply = await whileWriteWaits(
      async (runner) => {
        await teams.loadForScoring({ tournamentId: setupTeam.tournament.id, teamId: setupTeam.team.id }, runner.manager, { lock: true });
        await cards.submit(setupTeam.team.id, { uid: admin.uid, name: 'Admin' }, runner.manager);
      },
      () => postHole2(setupTeam, 5),
    );

    expect(reply.status).toBe(409);
    expect(errorBody.parse(reply.body).statusCode).toBe(409);
    expect(await setup.dataSource.getRepository(ScoreEntity).count({ where: { teamId: setupTeam.team.id } })).toBe(0);
  });

  it('lets an insert that only references the team (the activity feed) through while a score write holds its row', async () => {
    const setupTeam = await teamOfAnn();
    const runner = setup.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // The lock a score write's claim takes on its team.
      await runner.query('SELECT id FROM teams WHERE id = $1 FOR NO KEY UPDATE', [setupTeam.team.id]);
      await setup.dataSource.query("SET lock_timeout = '2s'");
      const inserted = await setup.dataSource.query(
        `INSERT INTO activity_items (tournament_id, kind, title, message, team_id, dedupe_key)
         VALUES ($1, 'birdie', 'Birdie', 'A birdie', $2, 'claim-test') RETURNING id`,
        [setupTeam.tournament.id, setupTeam.team.id],
      );
      expect(inserted).toHaveLength(1);
    } finally {
      await setup.dataSource.query('RESET lock_timeout');
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
