import { team as teamSchema } from '@fairway/contracts';
import { type Question, teammateForm, type TeammateForm } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { signUpTestUser, type TestUser } from '../support/test-users';
import { registrationWorld, type RegistrationWorld, teamOrder } from './support/registration-world';

describe('registration: a teammate named later joins with the invite code and gives their own answers and waiver', () => {
  let world: RegistrationWorld;
  let tournamentId: string;
  let handicap: Question;
  let shirt: Question;
  let inviteCode: string;
  let registrationId: string;
  let captain: TestUser;
  let teammate: TestUser;

  const settings = (waiverText: string, ids: Array<string | undefined> = []) => ({
    open: true,
    capacityTeams: 4,
    playerQuestions: [
      { id: ids[0], kind: 'handicap-index' as const, label: 'Handicap index', required: true },
      { id: ids[1], kind: 'shirt-size' as const, label: 'Shirt size', required: false },
    ],
    waiverText,
  });
  const form = async (user: TestUser): Promise<TeammateForm> =>
    teammateForm.parse((await world.api().get(`/api/registration/teammates/${inviteCode}`).set('Authorization', user.bearer).expect(200)).body);
  const join = (user: TestUser, details?: object) => world.api().post('/api/teams/join').set('Authorization', user.bearer).send({ inviteCode, details });
  const stored = async () => (await world.list(tournamentId)).registrations.find((registration) => registration.id === registrationId)!;
  const roster = async () =>
    (
      (await world.dataSource.query(
        'SELECT p.name, p.email, p.handicap::float AS handicap FROM players p JOIN teams t ON t.id = p.team_id WHERE t.invite_code = $1 ORDER BY p.position',
        [inviteCode],
      )) as Array<{ name: string; email: string | null; handicap: number }>
    ).map((player) => ({ ...player, handicap: Number(player.handicap) }));

  beforeAll(async () => {
    world = await registrationWorld('registration-teammates');
    tournamentId = await world.tournament();
    const saved = await world.settle(tournamentId, settings('I play at my own risk.'));
    [handicap, shirt] = saved.playerQuestions as [Question, Question];
    const entry = await world.product(tournamentId, { kind: 'team-entry', name: 'Foursome', price: 400 });
    captain = await signUpTestUser('teammates-captain');
    teammate = await signUpTestUser('teammates-ben', { displayName: 'Ben from the account' });

    const order = teamOrder(entry.id, { waiverVersion: 1, buyer: { name: 'Cara Captain', email: captain.email } });
    const reply = (
      await world
        .api()
        .post(`/api/tournaments/${tournamentId}/registration/checkout`)
        .set('Authorization', captain.bearer)
        .send({ ...order, players: [{ name: 'Cara Captain', email: captain.email, answers: { [handicap.id]: 12 }, waiverAccepted: true }] })
        .expect(201)
    ).body as { token: string; outcome: 'checkout'; checkoutUrl: string; holdExpiresAt: string; total: number };
    await world.pay(reply).expect(303);
    const paid = await world.until(reply.token, 'paid');
    inviteCode = paid.inviteCode!;
    registrationId = (await world.list(tournamentId)).registrations[0]!.id;
  });

  afterAll(() => world?.testApp.close());

  it('tells a signed-in teammate what joining asks: the per-player questions and the current waiver, nobody’s answers', async () => {
    const asked = await form(teammate);
    expect(asked).toMatchObject({ tournamentId, detailsNeeded: true, own: null, waiver: { version: 1, text: 'I play at my own risk.' } });
    expect(asked.playerQuestions.map((question) => [question.label, question.required])).toEqual([
      ['Handicap index', true],
      ['Shirt size', false],
    ]);
    expect(JSON.stringify(asked)).not.toContain(captain.email);
    await world.api().get(`/api/registration/teammates/${inviteCode}`).expect(401);
    const other = await world.fx.team(tournamentId);
    const refused = await world.api().get(`/api/registration/teammates/${other.inviteCode}`).set('Authorization', teammate.bearer).expect(404);
    expect(refused.body.message).toBe(text.teammateNotRegistered);
  });

  it('refuses a join without the required answer, without the waiver or with a stale waiver, and changes nothing', async () => {
    const before = { roster: await roster(), players: (await stored()).players };
    const bare = await join(teammate).expect(400);
    expect(bare.body.details.map((issue: { path: string }) => issue.path)).toEqual([`details.answers.${handicap.id}`, 'details.waiverAccepted']);
    expect(bare.body.message).toBe(text.answerRequired('Handicap index'));

    const noWaiver = await join(teammate, { answers: { [handicap.id]: 8.4 }, waiverAccepted: false, waiverVersion: 1 }).expect(400);
    expect(noWaiver.body.message).toBe(text.teammateWaiverNotAccepted);
    const badAnswer = await join(teammate, { answers: { [handicap.id]: 8.4, [shirt.id]: 'Huge' }, waiverAccepted: true, waiverVersion: 1 }).expect(400);
    expect(badAnswer.body.details[0].path).toBe(`details.answers.${shirt.id}`);

    await world.settle(tournamentId, settings('I play at my own risk, and I keep to the cart paths.', [handicap.id, shirt.id]));
    const stale = await join(teammate, { answers: { [handicap.id]: 8.4 }, waiverAccepted: true, waiverVersion: 1 }).expect(409);
    expect(stale.body.message).toBe(text.waiverVersionStale);

    expect(await roster()).toEqual(before.roster);
    expect((await stored()).players).toEqual(before.players);
  });

  it('joins with the answers and the current waiver: on the team with that handicap, stored with the registration for the organiser', async () => {
    const details = { name: 'Ben Teammate', answers: { [handicap.id]: 8.44, [shirt.id]: 'xl' }, waiverAccepted: true, waiverVersion: 2 };
    const joined = teamSchema.parse((await join(teammate, details).expect(201)).body);
    expect(joined.players.map((player) => player.name)).toEqual(['Cara Captain', 'Ben Teammate']);
    expect((await roster())[1]).toEqual({ name: 'Ben Teammate', email: teammate.email, handicap: 8.4 });

    const registration = await stored();
    expect(registration.players).toHaveLength(2);
    expect(registration.players[1]).toEqual({
      name: 'Ben Teammate',
      email: teammate.email,
      answers: { [handicap.id]: 8.4, [shirt.id]: 'XL' },
      waiver: { name: 'Ben Teammate', version: 2, acceptedAt: expect.any(String) },
    });
    expect(registration.players[0]).toMatchObject({ name: 'Cara Captain', waiver: { version: 1 } });

    const csv = await world.asAdmin(world.api().get(`/api/tournaments/${tournamentId}/registrations/csv`)).expect(200);
    const [header, row] = csv.text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const cell = (column: string) => row![header!.indexOf(column)];
    expect([cell('player 2'), cell('player 2: Handicap index'), cell('player 2: Shirt size')]).toEqual(['Ben Teammate', '8.4', 'XL']);
    expect(cell('player 2 waiver')).toMatch(/^version 2 by Ben Teammate at /);
  });

  it('the player reads back their own answers and nobody else’s; joining again without details changes nothing', async () => {
    expect(await form(teammate)).toMatchObject({ detailsNeeded: false, own: { name: 'Ben Teammate', answers: { [handicap.id]: 8.4, [shirt.id]: 'XL' } } });
    const stranger = await signUpTestUser('teammates-stranger');
    const theirs = await form(stranger);
    expect(theirs).toMatchObject({ own: null, detailsNeeded: true });
    expect(JSON.stringify(theirs)).not.toContain('Ben Teammate');
    await world.api().get(`/api/tournaments/${tournamentId}/registrations`).set('Authorization', teammate.bearer).expect(403);

    await join(teammate).expect(200);
    expect((await stored()).players).toHaveLength(2);
  });

  it('a teammate updates their own answers by sending them again, in place', async () => {
    await join(teammate, { answers: { [handicap.id]: 6 }, waiverAccepted: true, waiverVersion: 2 }).expect(200);
    const registration = await stored();
    expect(registration.players).toHaveLength(2);
    expect(registration.players[1]).toMatchObject({ name: 'Ben Teammate', answers: { [handicap.id]: 6 } });
    expect((await roster())[1]).toMatchObject({ name: 'Ben Teammate', handicap: 6 });
  });
});
