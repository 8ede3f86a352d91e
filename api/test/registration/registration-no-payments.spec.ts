import { registrationPage } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { registrationWorld, type RegistrationWorld, teamOrder } from './support/registration-world';

describe('registration where no payment provider is configured (docker compose without Stripe keys)', () => {
  let world: RegistrationWorld;

  beforeAll(async () => {
    world = await registrationWorld('no-payments', { PAYMENTS_TEST_PROVIDER: 'false' });
  });

  afterAll(() => world?.testApp.close());

  it('says online payment is unavailable and refuses a paid checkout holding nothing; the desk still records cash, a free entry still registers', async () => {
    const tournamentId = await world.tournament();
    await world.settle(tournamentId, { open: true, capacityTeams: 1 });
    const entry = await world.product(tournamentId, { kind: 'team-entry', name: 'Foursome', price: 400 });
    await world
      .asAdmin(world.api().post(`/api/tournaments/${tournamentId}/registration/promo-codes`))
      .send({ code: 'GUEST', kind: 'percent', value: 100 })
      .expect(201);
    const page = registrationPage.parse((await world.api().get(`/api/tournaments/${tournamentId}/registration`).expect(200)).body);
    expect(page.onlinePayment).toBe(false);

    const refused = await world.api().post(`/api/tournaments/${tournamentId}/registration/checkout`).send(teamOrder(entry.id)).expect(409);
    expect(refused.body).toMatchObject({ code: 'REGISTRATION_PAYMENT_UNAVAILABLE', message: text.paymentUnavailable });
    expect((await world.list(tournamentId)).registrations).toEqual([]);

    const guest = await world.checkout(tournamentId, teamOrder(entry.id, { promoCode: 'guest' }));
    expect(guest.outcome).toBe('confirmed');
    expect(await world.own(guest.token)).toMatchObject({ state: 'paid', total: 0, inviteCode: expect.stringMatching(/^[A-Z2-9]{6}$/) });
    const calendar = await world
      .api()
      .get(`/api/registrations/${guest.token}/calendar.ics`)
      .expect(200)
      .expect('Content-Type', /text\/calendar/);
    expect(calendar.text).toContain(`DTSTART;VALUE=DATE:${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`);
    expect(calendar.text).toContain('SUMMARY:Spring Charity Classic');

    await world.settle(tournamentId, { open: true, capacityTeams: 2 });
    const walkUp = await world
      .asAdmin(world.api().post(`/api/tournaments/${tournamentId}/registrations/walk-up`))
      .send({ items: [{ productId: entry.id }], buyer: { name: 'Desk Dan' }, teamName: 'Cheque Mates', players: [{ name: 'Desk Dan' }], method: 'cheque' })
      .expect(201);
    expect(walkUp.body).toMatchObject({ state: 'paid', method: 'cheque', total: 400 });
    expect((await world.ledger(tournamentId)).raised).toBe(400);
  });
});
