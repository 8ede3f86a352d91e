import { errorBody, team as teamContract } from '@fairway/contracts';
import { startsMessages } from '@fairway/contracts/starts';
import request from 'supertest';
import { appWithFixtures } from './support/fixtures';
import type { TestUser } from './support/test-users';

describe("locked starting positions stop a team's own change of its starting hole (PATCH /api/teams/:id)", () => {
  const suite = appWithFixtures('lock-owner', 'lock-player');
  const { 'lock-owner': owner, 'lock-player': player } = suite.users;

  const api = () => request(suite.testApp.http);
  const as = <T extends request.Test>(user: TestUser, call: T): T => call.set('Authorization', user.bearer);
  const editTeam = (teamId: string, body: object, user: TestUser) => as(user, api().patch(`/api/teams/${teamId}`)).send(body);
  const starts = (tournamentId: string, path = '') => `/api/tournaments/${tournamentId}/starts${path}`;
  const message = (response: { body: unknown }) => errorBody.parse(response.body).message;
  const row = async (teamId: string) =>
    (
      await suite.setup.dataSource.query<Array<{ name: string; starting_hole: number; start_slot: string | null }>>(
        'SELECT name, starting_hole, start_slot FROM teams WHERE id = $1',
        [teamId],
      )
    )[0];

  /** A field of four teams placed by a shotgun, the player on the first; locked when asked. */
  async function placedField({ locked }: { locked: boolean }) {
    const tournament = await suite.setup.tournament({ adminUserId: owner.uid });
    const mine = await suite.setup.team(tournament.id, [{ name: 'Lock Player', email: player.email }], { name: 'Fore Play', startingHole: null });
    for (let index = 2; index <= 4; index += 1) await suite.setup.team(tournament.id, [], { name: `Team ${index}`, startingHole: null });
    await as(owner, api().put(starts(tournament.id)))
      .send({ mode: 'shotgun' })
      .expect(200);
    if (locked) await as(owner, api().post(starts(tournament.id, '/lock'))).expect(200);
    return { tournament, mine };
  }

  it("refuses the team member's and the organiser's change of the hole with the starts' message (409), and changes nothing", async () => {
    const { mine } = await placedField({ locked: true });
    const before = await row(mine.id);
    expect(before).toEqual({ name: 'Fore Play', starting_hole: 1, start_slot: null });

    const refused = await editTeam(mine.id, { name: 'Renamed Too', startingHole: 9 }, player).expect(409);
    expect(message(refused)).toBe(startsMessages.locked);
    expect(errorBody.parse(refused.body).code).toBe('STARTS_LOCKED');
    expect(message(await editTeam(mine.id, { startingHole: 9 }, owner).expect(409))).toBe(startsMessages.locked);
    expect(await row(mine.id)).toEqual(before);
  });

  it('still lets the team rename itself, or send its hole unchanged, while locked', async () => {
    const { mine } = await placedField({ locked: true });
    const renamed = teamContract.parse((await editTeam(mine.id, { name: 'Fore Play Too', startingHole: 1 }, player).expect(200)).body);
    expect(renamed).toMatchObject({ name: 'Fore Play Too', startingHole: 1 });
    expect(await row(mine.id)).toEqual({ name: 'Fore Play Too', starting_hole: 1, start_slot: null });
  });

  it('lets the team change its hole while the starts are unlocked, and again once the organiser unlocks them', async () => {
    const { tournament, mine } = await placedField({ locked: false });
    await editTeam(mine.id, { startingHole: 5 }, player).expect(200);
    expect((await row(mine.id))?.starting_hole).toBe(5);

    await as(owner, api().post(starts(tournament.id, '/lock'))).expect(200);
    expect(message(await editTeam(mine.id, { startingHole: 6 }, player).expect(409))).toBe(startsMessages.locked);
    await as(owner, api().delete(starts(tournament.id, '/lock'))).expect(200);
    await editTeam(mine.id, { startingHole: 6 }, player).expect(200);
    expect((await row(mine.id))?.starting_hole).toBe(6);
  });
});
