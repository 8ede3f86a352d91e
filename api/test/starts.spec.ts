import { errorBody, leaderboardResponse, teamsResponse } from '@fairway/contracts';
import { type StartsPlan, startsMessages, startsPlan, teamStartLabel } from '@fairway/contracts/starts';
import request from 'supertest';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import { appWithFixtures } from './support/fixtures';
import { openEventStream } from './support/sse-client';
import { fieldMessages } from './team-helpers';
import type { TestUser } from './support/test-users';

describe('starting positions (/api/tournaments/:id/starts)', () => {
  const suite = appWithFixtures('starts-owner', 'starts-co', 'starts-desk', 'starts-stranger');
  const { 'starts-owner': owner, 'starts-co': coOrganiser, 'starts-desk': desk, 'starts-stranger': stranger } = suite.users;

  // The event stream is read over a real connection.
  beforeAll(() => suite.testApp.app.listen(0, '127.0.0.1'));

  const api = () => request(suite.testApp.http);
  const as = <T extends request.Test>(user: TestUser | null, call: T): T => (user ? call.set('Authorization', user.bearer) : call);
  const read = async (tournamentId: string, user: TestUser = owner) =>
    startsPlan.parse((await as(user, api().get(`/api/tournaments/${tournamentId}/starts`)).expect(200)).body);
  const assign = (tournamentId: string, body: object, user: TestUser = owner) => as(user, api().put(`/api/tournaments/${tournamentId}/starts`)).send(body);
  const move = (tournamentId: string, teamId: string, body: object, user: TestUser = owner) =>
    as(user, api().put(`/api/tournaments/${tournamentId}/starts/teams/${teamId}`)).send(body);
  const lock = (tournamentId: string, user: TestUser = owner) => as(user, api().post(`/api/tournaments/${tournamentId}/starts/lock`));
  const unlock = (tournamentId: string, user: TestUser = owner) => as(user, api().delete(`/api/tournaments/${tournamentId}/starts/lock`));
  const message = (response: { body: unknown }) => errorBody.parse(response.body).message;

  /** A tournament on Pebble Beach's card, its co-organiser and check-in desk, and `count` teams registered one after another ("Team 1" first). */
  async function field(count: number) {
    const tournament = await suite.setup.tournament({ adminUserId: owner.uid });
    for (const [user, role] of [
      [coOrganiser, 'co-organiser'],
      [desk, 'check-in'],
    ] as const) {
      await suite.setup.eventMember(tournament.id, user, role);
    }
    const teams = [];
    for (let index = 1; index <= count; index += 1) teams.push(await suite.setup.team(tournament.id, [], { name: `Team ${index}`, startingHole: null }));
    return { tournament, teams };
  }
  const startOf = (plan: StartsPlan, teamId: string) => plan.starts.find((start) => start.teamId === teamId)!;
  const countsOf = (plan: StartsPlan) => Object.fromEntries(plan.holeCounts.map(({ hole, count }) => [hole, count]));
  const slotsOn = (plan: StartsPlan, hole: number) =>
    plan.starts
      .filter((start) => start.hole === hole)
      .map((start) => start.slot)
      .sort();
  const rows = (tournamentId: string) =>
    suite.setup.dataSource.query<Array<{ name: string; starting_hole: number; start_slot: string | null; start_wave: number; tee_time: string | null }>>(
      'SELECT name, starting_hole, start_slot, start_wave, tee_time FROM teams WHERE tournament_id = $1 ORDER BY created_at, id',
      [tournamentId],
    );

  it('doubles exactly the 18 holes for 36 teams, A and B on each, in registration order, and every screen hears of it', async () => {
    const { tournament, teams } = await field(36);
    const live = await openEventStream(`${await suite.testApp.app.getUrl()}/api/tournaments/${tournament.id}/events`);
    try {
      const plan = startsPlan.parse((await assign(tournament.id, { mode: 'shotgun' }).expect(200)).body);

      expect(countsOf(plan)).toEqual(Object.fromEntries(Array.from({ length: 18 }, (_, index) => [index + 1, 2])));
      for (let hole = 1; hole <= 18; hole += 1) expect(slotsOn(plan, hole)).toEqual(['A', 'B']);
      expect(plan.starts.slice(0, 3).map((start) => [start.teamName, start.hole, start.slot, start.wave, start.teeTime])).toEqual([
        ['Team 1', 1, 'A', 1, null],
        ['Team 2', 1, 'B', 1, null],
        ['Team 3', 2, 'A', 1, null],
      ]);
      expect(plan).toMatchObject({ plan: { mode: 'shotgun', closedHoles: [], waves: 1 }, problems: [], locked: false });
      expect((await rows(tournament.id)).at(-1)).toEqual({ name: 'Team 36', starting_hole: 18, start_slot: 'B', start_wave: 1, tee_time: null });
      const [saved] = await suite.setup.dataSource.query<Array<{ updated_by: string; updated_by_name: string }>>(
        'SELECT updated_by, updated_by_name FROM start_plans WHERE tournament_id = $1',
        [tournament.id],
      );
      expect(saved).toEqual({ updated_by: owner.uid, updated_by_name: 'starts-owner' });

      const board = await live.next('leaderboard', (event) => event.data.rows.some((row) => row.teamId === teams[35]!.id && row.startingHole === 18));
      expect(board.data.rows.find((row) => row.teamId === teams[2]!.id)?.startingHole).toBe(2);
      const listed = teamsResponse.parse((await api().get(`/api/tournaments/${tournament.id}/teams`).expect(200)).body);
      expect(listed.find((team) => team.id === teams[4]!.id)).toMatchObject({ startingHole: 3, startSlot: 'A', teeTime: null, currentHole: 3 });
      expect(await read(tournament.id)).toEqual(plan);
    } finally {
      live.close();
    }
  });

  it('gives a closed hole no group and doubles the longest open holes; reverse fills from 18 back; two waves split the field', async () => {
    const { tournament } = await field(20);
    const closed = startsPlan.parse((await assign(tournament.id, { mode: 'shotgun', closedHoles: [14, 7] }).expect(200)).body);
    expect(closed.starts.filter((start) => start.hole === 14 || start.hole === 7)).toEqual([]);
    expect(countsOf(closed)[14]).toBeUndefined();
    expect(
      closed.starts
        .filter((start) => start.slot === 'B')
        .map((start) => start.hole)
        .sort((a, b) => a - b),
    ).toEqual([2, 6, 9, 18]);

    const reversed = startsPlan.parse((await assign(tournament.id, { mode: 'shotgun', reverse: true }).expect(200)).body);
    expect(reversed.starts.slice(0, 2).map((start) => start.hole)).toEqual([18, 18]);

    const waves = startsPlan.parse((await assign(tournament.id, { mode: 'shotgun', waves: 2, shotgunTimes: ['08:00', '13:30'] }).expect(200)).body);
    expect(waves.starts.map((start) => [start.wave, start.teeTime])).toEqual([...Array(10).fill([1, '08:00']), ...Array(10).fill([2, '13:30'])]);
    expect(waves.holeCounts.filter((count) => count.wave === 2)).toHaveLength(10);
    const listed = teamsResponse.parse((await api().get(`/api/tournaments/${tournament.id}/teams`).expect(200)).body);
    expect(listed.at(-1)).toMatchObject({ startingHole: 10, startSlot: null, teeTime: '13:30', startWave: 2 });
    expect(teamStartLabel(listed.at(-1)!)).toBe('Hole 10 at 13:30');

    // No horn announced: the team reads carry the wave, so a second wave's "Hole 10" says it is the second.
    await assign(tournament.id, { mode: 'shotgun', waves: 2 }).expect(200);
    const unannounced = teamsResponse.parse((await api().get(`/api/tournaments/${tournament.id}/teams`).expect(200)).body);
    expect(unannounced.map((team) => teamStartLabel(team))).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `Hole ${index + 1}`),
      ...Array.from({ length: 10 }, (_, index) => `Hole ${index + 1}, wave 2`),
    ]);
    expect(unannounced.map((team) => team.startWave)).toEqual([...Array(10).fill(1), ...Array(10).fill(2)]);
  });

  it('moves one team (the others keep their places), then locks; a locked plan refuses a re-assign and a move until unlocked', async () => {
    const { tournament, teams } = await field(20);
    const before = startsPlan.parse((await assign(tournament.id, { mode: 'shotgun' }).expect(200)).body);
    const moved = startsPlan.parse((await move(tournament.id, teams[0]!.id, { hole: 3 }, coOrganiser).expect(200)).body);

    expect(startOf(moved, teams[0]!.id)).toMatchObject({ hole: 3, slot: 'B' });
    expect(startOf(moved, teams[2]!.id)).toMatchObject({ hole: 3, slot: 'A' });
    expect(countsOf(moved)[1]).toBeUndefined();
    expect(moved.starts.filter((start) => start.teamId !== teams[0]!.id && start.teamId !== teams[2]!.id)).toEqual(
      before.starts.filter((start) => start.teamId !== teams[0]!.id && start.teamId !== teams[2]!.id),
    );
    expect((await rows(tournament.id))[0]).toMatchObject({ starting_hole: 3, start_slot: 'B' });

    const locked = startsPlan.parse((await lock(tournament.id).expect(200)).body);
    expect(locked).toMatchObject({ locked: true, lockedByName: 'starts-owner', problems: [] });
    expect(Date.parse(locked.lockedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(message(await assign(tournament.id, { mode: 'shotgun' }).expect(409))).toBe(startsMessages.locked);
    expect(message(await move(tournament.id, teams[1]!.id, { hole: 5 }).expect(409))).toBe(startsMessages.locked);
    expect(await read(tournament.id)).toEqual(locked);

    const unlocked = startsPlan.parse((await unlock(tournament.id, coOrganiser).expect(200)).body);
    expect(unlocked).toMatchObject({ locked: false, lockedAt: null, lockedByName: null });
    await move(tournament.id, teams[1]!.id, { hole: 5 }).expect(200);
  });

  it('refuses to lock while a hole is crowded (a fourth group is refused outright), and locks once it is fixed', async () => {
    const { tournament, teams } = await field(36);
    await assign(tournament.id, { mode: 'shotgun' }).expect(200);
    const crowded = startsPlan.parse((await move(tournament.id, teams[0]!.id, { hole: 18 }).expect(200)).body);
    expect(slotsOn(crowded, 18)).toEqual(['A', 'B', 'C']);
    expect(startOf(crowded, teams[1]!.id)).toMatchObject({ hole: 1, slot: null });
    expect(crowded.problems).toEqual([{ wave: 1, hole: 18, reason: 'crowded' }]);

    expect(message(await lock(tournament.id).expect(409))).toBe(startsMessages.crowded(18));
    expect(message(await move(tournament.id, teams[2]!.id, { hole: 18 }).expect(409))).toBe(startsMessages.crowded(18));
    expect(startOf(await read(tournament.id), teams[2]!.id)).toMatchObject({ hole: 2, slot: 'A' });

    await move(tournament.id, teams[0]!.id, { hole: 1 }).expect(200);
    expect((await read(tournament.id)).problems).toEqual([]);
    await lock(tournament.id).expect(200);
  });

  it('sends groups off at tee times, the interval apart, on a split tee too', async () => {
    const { tournament } = await field(5);
    const plan = startsPlan.parse(
      (await assign(tournament.id, { mode: 'tee-times', firstTime: '07:30', intervalMinutes: 10, groupsPerTime: 2 }).expect(200)).body,
    );
    expect(plan.starts.map((start) => [start.hole, start.teeTime])).toEqual([
      [1, '07:30'],
      [1, '07:30'],
      [1, '07:40'],
      [1, '07:40'],
      [1, '07:50'],
    ]);
    expect(plan.problems).toEqual([]);
    expect((await rows(tournament.id)).map((row) => row.tee_time)).toEqual(['07:30', '07:30', '07:40', '07:40', '07:50']);

    const split = startsPlan.parse(
      (await assign(tournament.id, { mode: 'tee-times', firstTime: '08:00', intervalMinutes: 9, groupsPerTime: 1, splitTee: true }).expect(200)).body,
    );
    expect(split.starts.map((start) => [start.hole, start.teeTime, start.slot])).toEqual([
      [1, '08:00', null],
      [10, '08:00', null],
      [1, '08:09', null],
      [10, '08:09', null],
      [1, '08:18', null],
    ]);
    await lock(tournament.id).expect(200);
  });

  it("refuses what does not fit with the contract's messages and changes nothing", async () => {
    const { tournament, teams } = await field(37);
    const other = await field(1);

    expect(message(await move(tournament.id, teams[0]!.id, { hole: 4 }).expect(409))).toBe(startsMessages.notPlanned);
    expect(message(await lock(tournament.id).expect(409))).toBe(startsMessages.notPlanned);
    expect(message(await assign(tournament.id, { mode: 'shotgun' }).expect(409))).toBe(startsMessages.tooManyTeams(37, 36));
    const everyHole = Array.from({ length: 18 }, (_, index) => index + 1);
    expect(message(await assign(tournament.id, { mode: 'shotgun', closedHoles: everyHole }).expect(409))).toBe(startsMessages.noOpenHole);
    expect(message(await assign(tournament.id, { mode: 'tee-times', firstTime: '23:50', intervalMinutes: 10, groupsPerTime: 1 }).expect(409))).toBe(
      startsMessages.tooManyTeams(37, 1),
    );
    expect((await rows(tournament.id)).every((row) => row.starting_hole === null && row.tee_time === null)).toBe(true);
    expect(await read(tournament.id)).toMatchObject({ plan: null, locked: false });

    expect(
      fieldMessages((await assign(tournament.id, { mode: 'tee-times', firstTime: '7:30', intervalMinutes: 3, groupsPerTime: 9 }).expect(400)).body),
    ).toEqual(expect.arrayContaining([startsMessages.timeInvalid, startsMessages.intervalInvalid, startsMessages.groupsPerTimeInvalid]));
    expect(fieldMessages((await assign(tournament.id, { mode: 'shotgun', closedHoles: [3, 3], waves: 3 }).expect(400)).body)).toEqual(
      expect.arrayContaining([startsMessages.holesRepeated, startsMessages.wavesInvalid]),
    );

    await assign(tournament.id, { mode: 'shotgun', waves: 2 }).expect(200);
    expect(fieldMessages((await move(tournament.id, teams[0]!.id, { hole: 19 }).expect(400)).body)).toEqual([startsMessages.holeInvalid]);
    expect(message(await move(tournament.id, other.teams[0]!.id, { hole: 4 }).expect(404))).toBe(startsMessages.teamNotInField);
    const waveTwo = startsPlan.parse((await move(tournament.id, teams[0]!.id, { hole: 4, wave: 2 }).expect(200)).body);
    expect(startOf(waveTwo, teams[0]!.id)).toMatchObject({ hole: 4, wave: 2, slot: 'B' });
    expect(startOf(waveTwo, teams[1]!.id)).toMatchObject({ hole: 2, wave: 1 });
    expect(message(await move(other.tournament.id, other.teams[0]!.id, { hole: 2 }).expect(409))).toBe(startsMessages.notPlanned);
    await assign(other.tournament.id, { mode: 'shotgun' }).expect(200);
    expect(message(await move(other.tournament.id, other.teams[0]!.id, { hole: 2, wave: 2 }).expect(400))).toBe(startsMessages.wavesInvalid);
  });

  it('lets the field.edit roles change the starts, the desk only read them, and nobody else either', async () => {
    const { tournament, teams } = await field(4);
    await assign(tournament.id, { mode: 'shotgun' }, coOrganiser).expect(200);
    await read(tournament.id, desk);

    await as(null, api().get(`/api/tournaments/${tournament.id}/starts`)).expect(401);
    await as(stranger, api().get(`/api/tournaments/${tournament.id}/starts`)).expect(403);
    for (const user of [desk, stranger]) {
      await assign(tournament.id, { mode: 'shotgun', reverse: true }, user).expect(403);
      await move(tournament.id, teams[0]!.id, { hole: 9 }, user).expect(403);
      await lock(tournament.id, user).expect(403);
      await unlock(tournament.id, user).expect(403);
    }
    expect(startOf(await read(tournament.id), teams[0]!.id)).toMatchObject({ hole: 1 });
    expect((await read(tournament.id)).locked).toBe(false);
    await suite.testApp.app.get(EventPublisher).settled();
    const board = leaderboardResponse.parse((await api().get(`/api/leaderboard/${tournament.id}`).expect(200)).body);
    expect(board.rows.map((row) => row.startingHole).sort()).toEqual([1, 2, 3, 4]);
  });
});
