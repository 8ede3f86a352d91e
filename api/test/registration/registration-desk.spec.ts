import { randomUUID } from 'node:crypto';
import { registration as registrationSchema, type Question, type RegistrationProduct } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { tournament as tournamentSchema } from '@fairway/contracts';
import { waitFor } from '../payments/support/payments-harness';
import { signUpTestUser, type TestUser } from '../support/test-users';
import { registrationWorld, type RegistrationWorld, teamOrder } from './support/registration-world';

describe("the organiser's registrations: walk-ups, the list and its CSV, cancellations and refunds", () => {
  let world: RegistrationWorld;
  let stranger: TestUser;
  let tournamentId: string;
  let entry: RegistrationProduct;
  let shirt: Question;

  const raised = async () => tournamentSchema.parse((await world.api().get(`/api/tournaments/${tournamentId}`).expect(200)).body).charityRaised;
  const teamNames = async () =>
    ((await world.asAdmin(world.api().get(`/api/tournaments/${tournamentId}/teams`)).expect(200)).body as Array<{ name: string }>)
      .map((team) => team.name)
      .sort();
  const walkUp = (body: object) => world.asAdmin(world.api().post(`/api/tournaments/${tournamentId}/registrations/walk-up`)).send(body);

  beforeAll(async () => {
    world = await registrationWorld('desk');
    stranger = await signUpTestUser('desk-stranger');
    tournamentId = await world.tournament();
    const settings = await world.settle(tournamentId, {
      open: true,
      capacityTeams: 2,
      playerQuestions: [{ kind: 'shirt-size', label: 'Shirt size', required: true }],
    });
    shirt = settings.playerQuestions[0]!;
    entry = await world.product(tournamentId, { kind: 'team-entry', name: 'Foursome', price: 400, fairMarketValue: 150 });
  });

  afterAll(() => world?.testApp.close());

  const players = (name: string) => [{ name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.org`, answers: { [shirt.id]: 'M' } }];

  it('records a walk-up paid in cash: the same team and ledger as online, naming the admin; retried, it is recorded once', async () => {
    const body = {
      registrationId: randomUUID(),
      items: [{ productId: entry.id }],
      buyer: { name: 'Walt Walkup', email: null },
      teamName: '=SUM(A1) Walkers',
      players: players('Walt Walkup'),
      method: 'cash',
    };
    const recorded = registrationSchema.parse((await walkUp(body).expect(201)).body);
    expect(recorded).toMatchObject({ state: 'paid', method: 'cash', total: 400, recordedBy: world.admin.uid, buyerEmail: null });
    expect(registrationSchema.parse((await walkUp(body).expect(201)).body).id).toBe(recorded.id);
    const ledger = await world.ledger(tournamentId);
    expect(ledger.entries.map((e) => [e.kind, e.amount, e.method, e.recordedBy])).toEqual([['entry-fee', 400, 'cash', world.admin.uid]]);
    expect(await raised()).toBe(400);
    expect(await teamNames()).toEqual(['=SUM(A1) Walkers']);
  });

  it('refuses a walk-up that needs an answer, and one over capacity (the desk never overfills the field)', async () => {
    const missing = await walkUp({
      items: [{ productId: entry.id }],
      buyer: { name: 'No Shirt' },
      teamName: 'Bare',
      players: [{ name: 'No Shirt' }],
      method: 'cheque',
    }).expect(400);
    expect(missing.body.message).toBe(text.answerRequired('Shirt size'));
    const online = await world.checkout(tournamentId, { ...teamOrder(entry.id), players: players('Olive Online') });
    await world.pay(online).expect(303);
    await world.until(online.token, 'paid');
    const full = await walkUp({
      items: [{ productId: entry.id }],
      buyer: { name: 'Too Late' },
      teamName: 'Late',
      players: players('Too Late'),
      method: 'cheque',
    }).expect(409);
    expect(full.body.message).toBe(text.fieldFull);
  });

  it('lists registrations with their answers and waiver to the admin only, filtered; the CSV keeps formulas as text', async () => {
    const waiting = await world.checkout(tournamentId, { ...teamOrder(entry.id), players: players('Wendy Waiting') });
    expect(waiting.outcome).toBe('waitlisted');
    const all = await world.list(tournamentId);
    expect(all.counts).toMatchObject({ paid: 2, waitlisted: 1 });
    expect(all.places).toMatchObject({ capacityTeams: 2, taken: 2, teamsLeft: 0, waitlisted: 1 });
    expect((await world.list(tournamentId, '?state=waitlisted')).registrations.map((r) => [r.players[0]!.name, r.waitlistPosition])).toEqual([
      ['Wendy Waiting', 1],
    ]);
    expect((await world.list(tournamentId, '?search=olive')).registrations.map((r) => r.players[0]!.answers[shirt.id])).toEqual(['M']);
    const csv = await world
      .asAdmin(world.api().get(`/api/tournaments/${tournamentId}/registrations/csv`))
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    const [header, ...rows] = csv.text.trimEnd().split('\r\n');
    expect(header).toContain('player 1: Shirt size');
    expect(rows).toHaveLength(3);
    expect(csv.text).toContain("'=SUM(A1) Walkers");
    expect(csv.text).toContain('Olive Online,oliveonline@example.org,M');

    await world.api().get(`/api/tournaments/${tournamentId}/registrations`).expect(401);
    await world.api().get(`/api/tournaments/${tournamentId}/registrations`).set('Authorization', stranger.bearer).expect(403);
    await world.api().get(`/api/tournaments/${tournamentId}/registrations/csv`).set('Authorization', stranger.bearer).expect(403);
    await world.api().get(`/api/tournaments/${tournamentId}/registration/settings`).set('Authorization', stranger.bearer).expect(403);
  });

  it('cancelling a paid registration frees its place and its team; the first on the waitlist is offered it; the money stays until refunded', async () => {
    const walker = (await world.list(tournamentId, '?search=Walkers')).registrations[0]!;
    const cancelled = registrationSchema.parse(
      (
        await world
          .asAdmin(world.api().post(`/api/tournaments/${tournamentId}/registrations/${walker.id}/cancel`))
          .send({ reason: 'Cannot make the date' })
          .expect(200)
      ).body,
    );
    expect(cancelled).toMatchObject({ state: 'cancelled', note: 'Cannot make the date', teamId: null });
    expect(await teamNames()).not.toContain('=SUM(A1) Walkers');
    const waiting = (await world.list(tournamentId, '?search=wendy')).registrations[0]!;
    expect(waiting.state).toBe('offered');
    expect(await raised()).toBe(800);
    const again = await world
      .asAdmin(world.api().post(`/api/tournaments/${tournamentId}/registrations/${walker.id}/cancel`))
      .send({ reason: 'Twice' })
      .expect(409);
    expect(again.body.message).toBe(text.cannotCancel);
    const cash = await world
      .asAdmin(world.api().post(`/api/tournaments/${tournamentId}/registrations/${walker.id}/refund`))
      .send({ amount: 400, reason: 'Rain' })
      .expect(409);
    expect(cash.body.message).toBe(text.refundNotCard);
  });

  it('refunds a card payment in part (an adjustment with the reason), refuses more than is left, then the rest (entries voided, team gone)', async () => {
    const paid = (await world.list(tournamentId, '?search=olive')).registrations[0]!;
    const refund = (amount: number, reason: string) =>
      world.asAdmin(world.api().post(`/api/tournaments/${tournamentId}/registrations/${paid.id}/refund`)).send({ amount, reason });
    await refund(150, 'Partner could not come').expect(200);
    const part = await waitFor(
      () => world.list(tournamentId, '?search=olive'),
      (found) => found.registrations[0]!.refunded === 150,
    );
    expect(part.registrations[0]).toMatchObject({ state: 'paid', refunded: 150 });
    expect(await raised()).toBe(650);
    const adjustment = (await world.ledger(tournamentId)).entries.find((e) => e.kind === 'adjustment')!;
    expect(adjustment).toMatchObject({ amount: -150, privateNote: expect.stringContaining('Partner could not come'), private: true });

    const tooMuch = await refund(250.01, 'All of it').expect(400);
    expect(tooMuch.body.message).toBe(text.refundTooLarge('$250.00'));
    expect(await raised()).toBe(650);

    await refund(250, 'Withdrew').expect(200);
    const whole = await waitFor(
      () => world.list(tournamentId, '?search=olive'),
      (found) => found.registrations[0]!.state === 'refunded',
    );
    expect(whole.registrations[0]).toMatchObject({ refunded: 400, teamId: null });
    expect(await raised()).toBe(400);
    expect(await teamNames()).toEqual([]);
    const online = (await world.ledger(tournamentId)).entries.filter((e) => e.contactEmail === paid.buyerEmail);
    expect(online.map((e) => [e.kind, e.amount, e.state]).sort()).toEqual([
      ['adjustment', -150, 'void'],
      ['entry-fee', 400, 'void'],
    ]);
    const notices = (await world.mails('refund-notice')).filter((mail) => mail.recipient === paid.buyerEmail);
    expect(notices.map((mail) => [mail.data.refundedCents, mail.data.reason])).toEqual([
      [15_000, 'Partner could not come'],
      [25_000, 'Withdrew'],
    ]);
  });
});
