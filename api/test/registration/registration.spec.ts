import { randomUUID } from 'node:crypto';
import { registrationPage, quote, type RegistrationProduct, type Question } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { addOn, teamWallet } from '@fairway/contracts/add-on';
import { sponsor, sponsorTier } from '@fairway/contracts/sponsor';
import { tournament as tournamentSchema } from '@fairway/contracts';
import { openEventStream, pushedWithinMs } from '../support/sse-client';
import { registrationWorld, type RegistrationWorld, teamOrder } from './support/registration-world';

describe('registration: a captain registers a foursome and pays online; the team, ledger and e-mails follow', () => {
  let world: RegistrationWorld;
  let tournamentId: string;
  let entry: RegistrationProduct;
  let single: RegistrationProduct;
  let mulligans: RegistrationProduct;
  let gold: RegistrationProduct;
  let cart: Question;
  let handicap: Question;
  let shirt: Question;
  let dietary: Question;

  const registrationCount = async () =>
    Number(
      ((await world.dataSource.query('SELECT count(*)::int AS n FROM registrations WHERE tournament_id = $1', [tournamentId])) as Array<{ n: number }>)[0]!.n,
    );
  const raised = async () => tournamentSchema.parse((await world.api().get(`/api/tournaments/${tournamentId}`).expect(200)).body).charityRaised;

  beforeAll(async () => {
    world = await registrationWorld('registration');
    tournamentId = await world.tournament();
    const settings = await world.settle(tournamentId, {
      open: true,
      capacityTeams: 10,
      payerCoversFee: true,
      teamQuestions: [{ kind: 'select', label: 'Cart or walking', required: true, options: ['Cart', 'Walking'] }],
      playerQuestions: [
        { kind: 'handicap-index', label: 'Handicap index', required: true },
        { kind: 'shirt-size', label: 'Shirt size', required: false },
        { kind: 'dietary', label: 'Dietary needs', required: false },
      ],
      waiverText: 'I play at my own risk.',
    });
    [handicap, shirt, dietary] = settings.playerQuestions as [Question, Question, Question];
    cart = settings.teamQuestions[0]!;
    expect(settings.waiver).toMatchObject({ version: 1, text: 'I play at my own risk.' });
    expect(shirt.options).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
    const wallet = addOn.parse(
      (
        await world
          .asAdmin(world.api().post(`/api/tournaments/${tournamentId}/add-ons`))
          .send({ kind: 'mulligan', name: 'Mulligan', price: 5, stock: 100 })
          .expect(201)
      ).body,
    );
    const tier = sponsorTier.parse(
      (
        await world
          .asAdmin(world.api().post(`/api/tournaments/${tournamentId}/sponsor-tiers`))
          .send({ name: 'Gold', price: 1000, slots: 1 })
          .expect(201)
      ).body,
    );
    entry = await world.product(tournamentId, { kind: 'team-entry', name: 'Foursome', price: 400, fairMarketValue: 150 });
    single = await world.product(tournamentId, { kind: 'single-player', name: 'Single player', price: 110, fairMarketValue: 40 });
    mulligans = await world.product(tournamentId, { kind: 'add-on', name: 'Mulligan', price: 5, addOnId: wallet.id, maxPerOrder: 8 });
    gold = await world.product(tournamentId, {
      kind: 'sponsor-package',
      name: 'Gold hole sponsor',
      price: 1000,
      fairMarketValue: 100,
      sponsorTierId: tier.id,
      includesHole: true,
    });
    await world
      .asAdmin(world.api().post(`/api/tournaments/${tournamentId}/registration/promo-codes`))
      .send({ code: 'early', kind: 'percent', value: 25 })
      .expect(201);
    await world
      .asAdmin(world.api().post(`/api/tournaments/${tournamentId}/registration/promo-codes`))
      .send({ code: 'LATE', kind: 'amount', value: 50, expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .expect(201);
  });

  afterAll(() => world?.testApp.close());

  const answers = (index: number) => ({ [handicap.id]: 10 + index, [shirt.id]: 'L', [dietary.id]: index === 0 ? 'Vegetarian' : '' });
  /** A foursome as the page sends it: the captain named with their answers, the team's answer, the current waiver accepted. */
  const foursome = (overrides: Parameters<typeof teamOrder>[1] = {}) => {
    const order = teamOrder(entry.id, { teamAnswers: { [cart.id]: 'Walking' }, waiverVersion: 1, ...overrides });
    return { ...order, players: overrides.players ?? order.players!.map((player) => ({ ...player, answers: answers(0) })) };
  };

  it('shows the page to anyone: products, prices, what is left, questions and the waiver', async () => {
    const page = registrationPage.parse((await world.api().get(`/api/tournaments/${tournamentId}/registration`).expect(200)).body);
    expect(page).toMatchObject({ status: 'open', waitlistOpen: false, onlinePayment: true, hasPromoCodes: true, holdMinutes: 35, payerCoversFee: true });
    expect(page.places).toEqual({ capacityTeams: 10, taken: 0, held: 0, teamsLeft: 10, singlesLeft: 40, waitlisted: 0 });
    expect(page.products.map((product) => [product.name, product.price, product.left])).toEqual([
      ['Foursome', 400, 10],
      ['Single player', 110, 40],
      ['Mulligan', 5, 100],
      ['Gold hole sponsor', 1000, 1],
    ]);
    expect(page.waiver).toEqual({ version: 1, text: 'I play at my own risk.' });
  });

  it('registers a foursome with a promo code, the waiver and the answers; the price is the server’s; paying makes the team and the ledger', async () => {
    const base = foursome({ items: [{ productId: entry.id }, { productId: mulligans.id, quantity: 4 }], teamAnswers: { [cart.id]: 'cart' } });
    const order = {
      ...base,
      promoCode: 'early',
      coverFee: true,
      players: [...base.players, { name: 'Ben Teammate', email: 'ben@example.org', answers: answers(1), waiverAccepted: true }],
    };
    const priced = quote.parse(
      (
        await world
          .api()
          .post(`/api/tournaments/${tournamentId}/registration/quote`)
          .send({ items: order.items, promoCode: 'early', coverFee: true })
          .expect(200)
      ).body,
    );
    // $400 less 25% is $300, plus 4 mulligans at $5: $320; the fee grossed up from 2.9% + 30c is $9.87.
    expect(priced).toMatchObject({ subtotal: 420, discount: 100, fee: 9.87, total: 329.87, promoCode: 'EARLY' });
    const reply = await world.checkout(tournamentId, order);
    expect(reply).toMatchObject({ outcome: 'checkout', total: 329.87 });
    if (reply.outcome !== 'checkout') throw new Error('no checkout');
    expect(new Date(reply.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(34 * 60_000);
    expect(await world.own(reply.token)).toMatchObject({ state: 'pending-payment', inviteCode: null });
    const again = await world.checkout(tournamentId, order);
    expect(again).toEqual(reply);

    const baseUrl = await world.testApp.app.getUrl();
    const live = await openEventStream(`${baseUrl}/api/tournaments/${tournamentId}/events`);
    await live.next('leaderboard');
    const paidAt = Date.now();
    await world.pay(reply).expect(303);
    // What the TV shows moves by itself: the charity event with the new total, from the verified webhook.
    await live.next('charity', (event) => event.data.charityRaised === 320);
    expect(Date.now() - paidAt).toBeLessThan(pushedWithinMs);
    live.close();
    const paid = await world.until(reply.token, 'paid');
    expect(paid).toMatchObject({ teamName: order.teamName, total: 329.87, discount: 100, fee: 9.87 });
    expect(paid.inviteCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(paid.receipt).toEqual({ paid: 329.87, fairMarketValue: 150, deductible: 179.87, charityName: 'Junior Golf Foundation' });

    const [registration] = (await world.list(tournamentId, '?state=paid')).registrations;
    expect(registration).toMatchObject({
      state: 'paid',
      method: 'card',
      promoCode: 'EARLY',
      buyerEmail: order.buyer.email,
      teamAnswers: { [cart.id]: 'Cart' },
    });
    expect(registration!.players.map((player) => [player.name, player.answers[handicap.id], player.waiver?.version])).toEqual([
      [order.players[0]!.name, 10, 1],
      ['Ben Teammate', 11, 1],
    ]);
    const teams = (await world.asAdmin(world.api().get(`/api/tournaments/${tournamentId}/teams`)).expect(200)).body as Array<{
      id: string;
      name: string;
      inviteCode: string;
      players: Array<{ name: string; handicap: number }>;
    }>;
    const team = teams.find((candidate) => candidate.name === order.teamName)!;
    expect(team.inviteCode).toBe(paid.inviteCode);
    expect(team.players.map((player) => [player.name, player.handicap])).toEqual([
      [order.players[0]!.name, 10],
      ['Ben Teammate', 11],
    ]);

    const ledger = await world.ledger(tournamentId);
    expect(ledger.entries.map((e) => [e.kind, e.amount, e.state, e.method, e.teamId, e.recordedBy]).sort()).toEqual([
      ['add-on-sale', 20, 'received', 'card', team.id, 'online payment'],
      ['entry-fee', 300, 'received', 'card', team.id, 'online payment'],
    ]);
    expect(ledger.raised).toBe(320);
    expect(await raised()).toBe(320);
    const wallet = teamWallet.parse((await world.asAdmin(world.api().get(`/api/tournaments/${tournamentId}/teams/${team.id}/wallet`)).expect(200)).body);
    expect(wallet.mulligans).toEqual({ bought: 4, used: 0, left: 4 });

    const confirmations = await world.mails('registration-confirmation');
    expect(confirmations.map((mail) => mail.recipient)).toEqual([order.buyer.email]);
    expect(confirmations[0]!.data).toMatchObject({ inviteCode: paid.inviteCode, receipt: { paidCents: 32_987, fairMarketValueCents: 15_000 } });
    const publicPage = JSON.stringify((await world.api().get(`/api/tournaments/${tournamentId}/registration`).expect(200)).body);
    expect([order.buyer.email, 'ben@example.org', 'Vegetarian', order.players[0]!.name].filter((secret) => publicPage.includes(secret))).toEqual([]);
    const invites = await world.mails('captain-invite');
    expect(invites.map((mail) => [mail.recipient, mail.data.inviteCode])).toEqual([['ben@example.org', paid.inviteCode]]);
  });

  it('sells a sponsor package online: the sponsor in its tier with the first free hole, its sponsorship in the ledger; then the tier is sold out', async () => {
    const before = await raised();
    const reply = await world.checkout(tournamentId, {
      checkoutId: randomUUID(),
      items: [{ productId: gold.id }],
      buyer: { name: 'Dana Donor', email: 'dana@acme.example' },
      sponsorName: 'Acme Golf Carts',
    });
    await world.pay(reply).expect(303);
    await world.until(reply.token, 'paid');
    const sponsors = (await world.asAdmin(world.api().get(`/api/tournaments/${tournamentId}/sponsors`)).expect(200)).body as unknown[];
    expect(sponsors.map((row) => sponsor.parse(row))).toEqual([
      expect.objectContaining({ name: 'Acme Golf Carts', paid: true, amount: 1000, holes: [1], tierName: 'Gold' }),
    ]);
    expect(await raised()).toBe(before + 1000);
    const soldOut = await world
      .api()
      .post(`/api/tournaments/${tournamentId}/registration/checkout`)
      .send({ checkoutId: randomUUID(), items: [{ productId: gold.id }], buyer: { name: 'Late', email: 'late@example.org' }, sponsorName: 'Late Co' })
      .expect(409);
    expect(soldOut.body.message).toBe(text.soldOut('Gold hole sponsor'));
  });

  describe('refuses bad input with its message and changes nothing', () => {
    const refused = async (body: object, status: number) => {
      const before = await registrationCount();
      const reply = await world.api().post(`/api/tournaments/${tournamentId}/registration/checkout`).send(body).expect(status);
      expect(await registrationCount()).toBe(before);
      return reply.body as { message: string; details?: Array<{ path: string; message: string }> };
    };

    it('a price sent by the client (tampering) is refused', async () => {
      const order = foursome();
      const body = await refused({ ...order, items: [{ productId: entry.id, price: 0.01 }] }, 400);
      expect(body.details).toEqual([{ path: 'items.0.price', message: text.priceFromServer }]);
      expect((await refused({ ...order, total: 1 }, 400)).message).toBe(text.priceFromServer);
    });

    it('a required answer left blank, an answer off the list, a waiver not accepted, each named on its field', async () => {
      const order = foursome({ teamAnswers: { [cart.id]: 'Golf cart with a fridge' } });
      const body = await refused({ ...order, players: [{ ...order.players[0]!, answers: { [shirt.id]: 'L' }, waiverAccepted: false }] }, 400);
      expect(body.details).toEqual([
        { path: `teamAnswers.${cart.id}`, message: text.answerChoose('Cart or walking', ['Cart', 'Walking']) },
        { path: `players.0.answers.${handicap.id}`, message: text.answerRequired('Handicap index') },
        { path: 'players.0.waiverAccepted', message: text.waiverNotAccepted },
      ]);
    });

    it('a waiver version older than the current one, an unknown or expired promo code', async () => {
      const order = foursome();
      expect((await refused({ ...order, waiverVersion: 0 }, 400)).details?.[0]?.path).toBe('waiverVersion');
      await world.settle(tournamentId, { ...(await currentSettings()), waiverText: 'I play at my own risk. Version two.' });
      expect((await refused(order, 409)).message).toBe(text.waiverVersionStale);
      const current = { ...order, waiverVersion: 2 };
      expect((await refused({ ...current, promoCode: 'NOPE' }, 409)).message).toBe(text.promoUnknown);
      expect((await refused({ ...current, promoCode: 'late' }, 409)).message).toBe(text.promoExpired);
      expect((await refused({ ...current, items: [{ productId: single.id }, { productId: entry.id }] }, 400)).message).toBe(text.oneEntryPerOrder);
    });

    it('before it opens and after it closes', async () => {
      const settings = await currentSettings();
      const order = foursome({ waiverVersion: 2 });
      await world.settle(tournamentId, { ...settings, opensAt: new Date(Date.now() + 86_400_000).toISOString() });
      expect((await refused(order, 409)).message).toMatch(/^Registration opens /);
      await world.settle(tournamentId, { ...settings, closesAt: new Date(Date.now() - 1000).toISOString() });
      expect((await refused(order, 409)).message).toBe(text.closed);
      await world.settle(tournamentId, { ...settings, open: false });
      expect((await refused(order, 409)).message).toBe(text.notOpen);
      await world.settle(tournamentId, settings);
    });
  });

  async function currentSettings() {
    const current = (await world.asAdmin(world.api().get(`/api/tournaments/${tournamentId}/registration/settings`)).expect(200)).body as {
      open: boolean;
      capacityTeams: number;
      payerCoversFee: boolean;
      teamQuestions: Question[];
      playerQuestions: Question[];
      waiver: { text: string } | null;
    };
    return {
      open: current.open,
      capacityTeams: current.capacityTeams,
      payerCoversFee: current.payerCoversFee,
      teamQuestions: current.teamQuestions,
      playerQuestions: current.playerQuestions,
      waiverText: current.waiver?.text ?? null,
    };
  }
});
