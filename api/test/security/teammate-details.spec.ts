// A teammate named later fills in their own answers and waiver acceptance through the team's invite code: only
// they and the organiser read them back, the server owns who and when, and a refused join changes nothing.
import type { Question } from '@fairway/contracts/registration';
import { signUpTestUser, type TestUser } from '../support/test-users';
import { registrationWorld, type RegistrationWorld, teamOrder } from '../registration/support/registration-world';

describe('attack: a teammate’s own answers and waiver through the invite code', () => {
  let world: RegistrationWorld;
  let tournamentId: string;
  let handicap: Question;
  let dietary: Question;
  let inviteCode: string;
  const captainSecret = 'Shellfish allergy (captain)';
  const teammateSecret = 'Gluten free (teammate)';
  const joiners: TestUser[] = [];

  const details = (answer: string, extra: object = {}) => ({
    answers: { [handicap.id]: 10, [dietary.id]: answer },
    waiverAccepted: true,
    waiverVersion: 1,
    ...extra,
  });
  const join = (user: TestUser, body: object) =>
    world
      .api()
      .post('/api/teams/join')
      .set('Authorization', user.bearer)
      .send({ inviteCode, ...body });
  const players = async () => (await world.list(tournamentId)).registrations[0]!.players;

  beforeAll(async () => {
    world = await registrationWorld('teammate-attack');
    tournamentId = await world.tournament();
    const settings = await world.settle(tournamentId, {
      open: true,
      capacityTeams: 4,
      playerQuestions: [
        { kind: 'handicap-index', label: 'Handicap index', required: true },
        { kind: 'dietary', label: 'Dietary needs', required: false },
      ],
      waiverText: 'I play at my own risk.',
    });
    [handicap, dietary] = settings.playerQuestions as [Question, Question];
    const entry = await world.product(tournamentId, { kind: 'team-entry', name: 'Foursome', price: 400 });
    const order = teamOrder(entry.id, { waiverVersion: 1 });
    const captain = order.players![0]!;
    const reply = await world.checkout(tournamentId, { ...order, players: [{ ...captain, answers: { [handicap.id]: 12, [dietary.id]: captainSecret } }] });
    if (reply.outcome !== 'checkout') throw new Error('expected a checkout');
    await world.pay(reply).expect(303);
    inviteCode = (await world.until(reply.token, 'paid')).inviteCode!;
    for (const name of ['ta-one', 'ta-two', 'ta-three', 'ta-four']) joiners.push(await signUpTestUser(name));
  });

  afterAll(() => world?.testApp.close());

  it('ignores who and when a joiner claims: the e-mail is the account’s, the acceptance the server’s, and no account id is read back', async () => {
    const forged = details(teammateSecret, { email: 'someone-else@example.org', uid: 'forged-uid', acceptedAt: '2000-01-01T00:00:00.000Z' });
    await join(joiners[0]!, { details: { ...forged, waiver: { name: 'Forged', version: 99, acceptedAt: '2000-01-01T00:00:00.000Z' } } }).expect(201);
    const [, teammate] = await players();
    expect(teammate).toMatchObject({ email: joiners[0]!.email, waiver: { version: 1 } });
    expect(Date.parse(teammate!.waiver!.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    const listed = JSON.stringify(await world.list(tournamentId));
    expect(listed).not.toContain('forged-uid');
    expect(listed).not.toContain(joiners[0]!.uid);
  });

  it('reads back to a signed-in caller only their own answers: nobody else’s answers or e-mails, whoever asks', async () => {
    for (const reader of joiners.slice(1)) {
      const text = (await world.api().get(`/api/registration/teammates/${inviteCode}`).set('Authorization', reader.bearer).expect(200)).text;
      for (const secret of [captainSecret, teammateSecret, joiners[0]!.email, world.admin.email]) expect(text).not.toContain(secret);
    }
    const own = (await world.api().get(`/api/registration/teammates/${inviteCode}`).set('Authorization', joiners[0]!.bearer).expect(200)).text;
    expect(own).toContain(teammateSecret);
    expect(own).not.toContain(captainSecret);
    await world.api().get(`/api/registration/teammates/${inviteCode}`).expect(401);
    await world.api().get(`/api/tournaments/${tournamentId}/registrations`).set('Authorization', joiners[0]!.bearer).expect(403);
    const page = (await world.api().get(`/api/tournaments/${tournamentId}/registration`).expect(200)).text;
    for (const secret of [captainSecret, teammateSecret, joiners[0]!.email]) expect(page).not.toContain(secret);
  });

  it('a code that is not a team’s says only that, and bad codes are a 400', async () => {
    const missing = await world.api().get('/api/registration/teammates/ZZZZZZ').set('Authorization', joiners[1]!.bearer).expect(404);
    expect(missing.text).not.toContain(tournamentId);
    await world.api().get('/api/registration/teammates/abc%2F..%2F').set('Authorization', joiners[1]!.bearer).expect(400);
    await world.api().get('/api/registration/teammates/TOOLONGCODE').set('Authorization', joiners[1]!.bearer).expect(400);
  });

  it('refuses ill-typed details with a 400 (never a 500) and a fifth player with a 409, the registration unchanged', async () => {
    const before = await players();
    for (const bad of [
      { details: 'yes' },
      { details: { answers: [], waiverAccepted: true, waiverVersion: 1 } },
      { details: { answers: { [handicap.id]: 'ten' }, waiverAccepted: true, waiverVersion: 1 } },
      { details: { answers: { [handicap.id]: 99 }, waiverAccepted: true, waiverVersion: 1 } },
      { details: { answers: { 'not-a-question': 'x', [handicap.id]: 9 }, waiverAccepted: true, waiverVersion: 1 } },
      { details: { ...details('x'), waiverVersion: 0 } },
      { details: { ...details('x'), name: 'n'.repeat(500) } },
    ]) {
      await join(joiners[1]!, bad).expect(400);
    }
    expect(await players()).toEqual(before);

    await join(joiners[1]!, { details: details('') }).expect(201);
    await join(joiners[2]!, { details: details('') }).expect(201);
    const full = await players();
    const refused = await join(joiners[3]!, { details: details('') }).expect(409);
    expect(refused.status).toBeLessThan(500);
    expect(await players()).toEqual(full);
    expect(full).toHaveLength(4);
  });
});
