import { raisedByTeamResponse } from '@fairway/contracts/charity';
import { donationResponse, donorWallResponse } from '@fairway/contracts/gift';
import { ledgerEntry, ledgerResponse } from '@fairway/contracts/ledger';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { tournament as tournamentSchema } from '@fairway/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { TournamentEntity } from '../src/modules/tournament/tournament.entity';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

describe('the charity ledger over HTTP', () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let admin: TestUser;
  let other: TestUser;

  const api = () => request(testApp.http);
  const as = (user: TestUser | null, call: request.Test) => (user ? call.set('Authorization', user.bearer) : call);
  const record = (tournamentId: string, body: object, user: TestUser | null = admin) =>
    as(user, api().post(`/api/tournaments/${tournamentId}/ledger`)).send(body);
  const raisedOf = async (tournamentId: string) => tournamentSchema.parse((await api().get(`/api/tournaments/${tournamentId}`).expect(200)).body).charityRaised;
  const receivedSum = async (tournamentId: string) => {
    const [row] = await fx.dataSource.query(
      "SELECT COALESCE(SUM(amount_cents), 0)::bigint AS cents FROM ledger_entries WHERE tournament_id = $1 AND state = 'received'",
      [tournamentId],
    );
    return Number(row.cents) / 100;
  };
  const storedRaised = async (id: string) => Number((await fx.dataSource.getRepository(TournamentEntity).findOneByOrFail({ id })).charityRaisedCents) / 100;
  const expectBalanced = async (tournamentId: string, dollars: number) => {
    expect(await receivedSum(tournamentId)).toBe(dollars);
    expect(await storedRaised(tournamentId)).toBe(dollars);
    expect(await raisedOf(tournamentId)).toBe(dollars);
    const active = tournamentSchema.array().parse((await api().get('/api/tournaments/active').expect(200)).body);
    expect(active.find((listed) => listed.id === tournamentId)?.charityRaised).toBe(dollars);
  };
  const cash = (amount: number | string, extra: object = {}) => ({ kind: 'donation', amount, donorName: 'Dana Donor', method: 'cash', ...extra });

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    [admin, other] = await Promise.all([signUpTestUser('ledger-admin'), signUpTestUser('ledger-other')]);
  });

  afterAll(() => testApp?.close());

  it('keeps raised equal to the sum of received entries through adds, pledges, receipts, voids and the legacy route', async () => {
    const { id } = await fx.tournament({ adminUserId: admin.uid, name: 'Ledger Sum Open' });
    const first = ledgerEntry.parse((await record(id, cash('125.50')).expect(201)).body);
    expect(first).toMatchObject({
      kind: 'donation',
      amount: 125.5,
      state: 'received',
      recordedBy: admin.uid,
      history: [expect.objectContaining({ action: 'recorded', by: admin.uid })],
    });
    await expectBalanced(id, 125.5);

    const pledged = ledgerEntry.parse((await record(id, cash(40, { state: 'pledged', method: 'card' })).expect(201)).body);
    await expectBalanced(id, 125.5);
    const received = ledgerEntry.parse(
      (
        await as(admin, api().post(`/api/tournaments/${id}/ledger/${pledged.id}/receive`))
          .send({})
          .expect(200)
      ).body,
    );
    expect(received.state).toBe('received');
    expect(received.history.map((item) => item.action)).toEqual(['recorded', 'received']);
    await expectBalanced(id, 165.5);

    const voided = ledgerEntry.parse(
      (
        await as(admin, api().post(`/api/tournaments/${id}/ledger/${first.id}/void`))
          .send({ reason: 'Counted twice' })
          .expect(200)
      ).body,
    );
    expect(voided).toMatchObject({ state: 'void', voidReason: 'Counted twice', amount: 125.5 });
    await expectBalanced(id, 40);

    await as(admin, api().patch(`/api/tournaments/${id}/charity-raised`))
      .send({ charityRaised: 1000 })
      .expect(200);
    await expectBalanced(id, 1000);
    await as(admin, api().patch(`/api/tournaments/${id}/charity-raised`))
      .send({ charityRaised: 250.25 })
      .expect(200);
    await expectBalanced(id, 250.25);

    const ledger = ledgerResponse.parse((await as(admin, api().get(`/api/tournaments/${id}/ledger`)).expect(200)).body);
    expect(ledger.raised).toBe(250.25);
    expect(
      ledger.entries
        .filter((entry) => entry.kind === 'adjustment')
        .map((entry) => entry.amount)
        .sort((a, b) => a - b),
    ).toEqual([-749.75, 960]);
    // The assistant answers with the ledger's sum too.
    await record(id, cash(1000)).expect(201);
    const chat = await api()
      .post('/api/chat')
      .send({
        messages: [{ role: 'user', content: 'How much has been raised for charity so far?', timestamp: new Date().toISOString() }],
        context: { currentPage: 'tournaments' },
      })
      .expect(200);
    expect(chat.body.response).toContain(`- Ledger Sum Open: $1,250.25 raised of $5,000`);
  });

  it('keeps raised equal to the received sum through any sequence of adds, receipts, voids and legacy sets', async () => {
    const operation = fc.oneof(
      fc.record({ op: fc.constant('add' as const), cents: fc.integer({ min: 1, max: 500_000 }), pledged: fc.boolean() }),
      fc.record({ op: fc.constantFrom('void' as const, 'receive' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('set' as const), cents: fc.integer({ min: 0, max: 1_000_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 12 }), async (operations) => {
        const { id } = await fx.tournament({ adminUserId: admin.uid });
        const ids: string[] = [];
        for (const step of operations) {
          if (step.op === 'add')
            ids.push((await record(id, cash((step.cents / 100).toFixed(2), { state: step.pledged ? 'pledged' : 'received' })).expect(201)).body.id);
          if (step.op === 'set')
            await as(admin, api().patch(`/api/tournaments/${id}/charity-raised`))
              .send({ charityRaised: (step.cents / 100).toFixed(2) })
              .expect(200);
          if ((step.op === 'void' || step.op === 'receive') && ids.length > 0) {
            const body = step.op === 'void' ? { reason: 'property' } : {};
            const response = await as(admin, api().post(`/api/tournaments/${id}/ledger/${ids[step.pick % ids.length]}/${step.op}`)).send(body);
            expect([200, 409]).toContain(response.status);
          }
          expect(await storedRaised(id)).toBe(await receivedSum(id));
        }
        await expectBalanced(id, await receivedSum(id));
      }),
      { numRuns: 4, seed: 2026 },
    );
  });

  it('refuses to void twice, to receive what is not pledged, and a void that would take raised below zero', async () => {
    const { id } = await fx.tournament({ adminUserId: admin.uid });
    const entry = ledgerEntry.parse((await record(id, cash(50)).expect(201)).body);
    const receiveAgain = await as(admin, api().post(`/api/tournaments/${id}/ledger/${entry.id}/receive`))
      .send({})
      .expect(409);
    expect(receiveAgain.body.message).toBe(fundraisingMessages.entryNotPledged);
    await as(admin, api().patch(`/api/tournaments/${id}/charity-raised`))
      .send({ charityRaised: 0 })
      .expect(200);
    const belowZero = await as(admin, api().post(`/api/tournaments/${id}/ledger/${entry.id}/void`))
      .send({ reason: 'mistake' })
      .expect(409);
    expect(belowZero.body.message).toBe(fundraisingMessages.raisedWouldGoNegative);
    await expectBalanced(id, 0);
    const other = ledgerEntry.parse((await record(id, cash(10, { state: 'pledged' })).expect(201)).body);
    await as(admin, api().post(`/api/tournaments/${id}/ledger/${other.id}/void`))
      .send({ reason: 'never came' })
      .expect(200);
    const again = await as(admin, api().post(`/api/tournaments/${id}/ledger/${other.id}/void`))
      .send({ reason: 'again' })
      .expect(409);
    expect(again.body.message).toBe(fundraisingMessages.entryAlreadyVoid);
    await as(admin, api().post(`/api/tournaments/${id}/ledger/${other.id}/void`))
      .send({ reason: ' ' })
      .expect(400);
    await as(admin, api().post(`/api/tournaments/${id}/ledger/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/void`))
      .send({ reason: 'x' })
      .expect(404);
    await expectBalanced(id, 0);
  });

  it('makes one entry of a retried submission, by Idempotency-Key or by the client-generated entry id', async () => {
    const { id } = await fx.tournament({ adminUserId: admin.uid });
    const key = 'retry-key-0001';
    const [a, b] = await Promise.all([record(id, cash(20)).set('Idempotency-Key', key), record(id, cash(20)).set('Idempotency-Key', key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    const entryId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const c = await record(id, cash(5, { entryId })).expect(201);
    const d = await record(id, cash(5, { entryId })).expect(201);
    expect(c.body.id).toBe(d.body.id);
    const reused = await record(id, cash(99)).set('Idempotency-Key', key).expect(409);
    expect(reused.body.message).toBe(fundraisingMessages.idempotencyKeyReused);
    await record(id, cash(1)).set('Idempotency-Key', 'bad key!').expect(400);
    expect((await fx.dataSource.query('SELECT count(*)::int AS n FROM ledger_entries WHERE tournament_id = $1', [id]))[0].n).toBe(2);
    await expectBalanced(id, 25);
    // A guest's donation retried is one gift too.
    const gift = { amount: 15, anonymous: true, publicMessage: 'Go team' };
    const g1 = await api().post(`/api/tournaments/${id}/donations`).set('Idempotency-Key', 'guest-gift-1').send(gift).expect(201);
    const g2 = await api().post(`/api/tournaments/${id}/donations`).set('Idempotency-Key', 'guest-gift-1').send(gift).expect(201);
    expect(g1.body.gift.id).toBe(g2.body.gift.id);
  });

  it.each([
    [0, fundraisingMessages.amountInvalid],
    [-5, fundraisingMessages.amountInvalid],
    ['12.345', fundraisingMessages.amountInvalid],
    ['1e3', fundraisingMessages.amountInvalid],
    [1_000_000.01, fundraisingMessages.amountTooLarge],
    [null, fundraisingMessages.amountInvalid],
  ])('refuses an amount of %p with a clear 400', async (amount, message) => {
    const { id } = await fx.tournament({ adminUserId: admin.uid });
    const response = await record(id, cash(amount as number)).expect(400);
    expect(response.body.details).toEqual([{ path: 'amount', message }]);
    await expectBalanced(id, 0);
  });

  it('accepts the largest amount, and refuses a nameless gift that is not anonymous, an unknown kind and a team of another tournament', async () => {
    const { id } = await fx.tournament({ adminUserId: admin.uid });
    await record(id, cash(1_000_000)).expect(201);
    const nameless = await record(id, cash(5, { donorName: '  ' })).expect(400);
    expect(nameless.body.details).toEqual([{ path: 'donorName', message: fundraisingMessages.donorNameRequired }]);
    await record(id, cash(5, { kind: 'bribe' })).expect(400);
    const elsewhere = await fx.tournament({ adminUserId: admin.uid });
    const team = await fx.team(elsewhere.id, [{ name: 'Zed' }]);
    const wrongTeam = await record(id, cash(5, { teamId: team.id })).expect(400);
    expect(wrongTeam.body.message).toBe(fundraisingMessages.teamNotInTournament);
    await expectBalanced(id, 1_000_000);
  });

  it('lets only the tournament admin read the ledger, record, void, receive and export', async () => {
    const { id } = await fx.tournament({ adminUserId: admin.uid });
    const entry = ledgerEntry.parse((await record(id, cash(10, { state: 'pledged' })).expect(201)).body);
    for (const [user, status] of [
      [null, 401],
      [other, 403],
    ] as const) {
      await as(user, api().get(`/api/tournaments/${id}/ledger`)).expect(status);
      await as(user, api().get(`/api/tournaments/${id}/ledger/csv`)).expect(status);
      await record(id, cash(10), user).expect(status);
      await as(user, api().post(`/api/tournaments/${id}/ledger/${entry.id}/void`))
        .send({ reason: 'no' })
        .expect(status);
      await as(user, api().post(`/api/tournaments/${id}/ledger/${entry.id}/receive`))
        .send({})
        .expect(status);
    }
    await expectBalanced(id, 0);
  });

  it("names who recorded and changed each entry in the ledger read, a desk's own read and the CSV", async () => {
    const [owner, desk] = await Promise.all([
      signUpTestUser('ledger-named-owner', { displayName: 'Olive Owner' }),
      signUpTestUser('ledger-named-desk', { displayName: 'Desmond Desk' }),
    ]);
    const { id } = await fx.tournament({ adminUserId: owner.uid });
    await fx.dataSource.query(
      `INSERT INTO event_members (tournament_id, role, status, email, user_id, display_name, invited_by, accepted_at)
       VALUES ($1, 'check-in', 'active', $2, $3, NULL, $4, now())`,
      [id, desk.email, desk.uid, owner.uid],
    );
    const byOwner = ledgerEntry.parse((await record(id, cash(30, { donorName: 'From Olive' }), owner).expect(201)).body);
    const byDesk = ledgerEntry.parse((await record(id, cash(12, { donorName: 'From Desmond', state: 'pledged' }), desk).expect(201)).body);
    await as(owner, api().post(`/api/tournaments/${id}/ledger/${byDesk.id}/receive`))
      .send({})
      .expect(200);

    const all = ledgerResponse.parse((await as(owner, api().get(`/api/tournaments/${id}/ledger`)).expect(200)).body).entries;
    const ownerEntry = all.find((entry) => entry.id === byOwner.id)!;
    const deskEntry = all.find((entry) => entry.id === byDesk.id)!;
    expect(ownerEntry).toMatchObject({ recordedBy: owner.uid, recordedByName: 'Olive Owner' });
    expect(deskEntry).toMatchObject({ recordedBy: desk.uid, recordedByName: 'Desmond Desk' });
    expect(deskEntry.history.map(({ action, by, byName }) => ({ action, by, byName }))).toEqual([
      { action: 'recorded', by: desk.uid, byName: 'Desmond Desk' },
      { action: 'received', by: owner.uid, byName: 'Olive Owner' },
    ]);

    const own = ledgerResponse.parse((await as(desk, api().get(`/api/tournaments/${id}/ledger`)).expect(200)).body).entries;
    expect(own.map((entry) => [entry.id, entry.recordedByName])).toEqual([[byDesk.id, 'Desmond Desk']]);

    const csv = (await as(owner, api().get(`/api/tournaments/${id}/ledger/csv`)).expect(200)).text.trim().split('\r\n');
    const columns = csv[0]!.split(',');
    expect(columns.indexOf('recordedByName')).toBe(columns.indexOf('recordedBy') + 1);
    const nameIn = (entryId: string) => csv.find((line) => line.startsWith(entryId))!.split(',')[columns.indexOf('recordedByName')];
    expect(nameIn(byOwner.id)).toBe('Olive Owner');
    expect(nameIn(byDesk.id)).toBe('Desmond Desk');
  });

  it('filters the ledger by kind, state, method and team', async () => {
    const { id } = await fx.tournament({ adminUserId: admin.uid });
    const team = await fx.team(id, [{ name: 'Fay' }]);
    await record(id, cash(10)).expect(201);
    await record(id, cash(20, { kind: 'entry-fee', method: 'card', teamId: team.id })).expect(201);
    await record(id, cash(30, { state: 'pledged', method: 'cheque' })).expect(201);
    const amounts = async (query: string) =>
      ledgerResponse.parse((await as(admin, api().get(`/api/tournaments/${id}/ledger?${query}`)).expect(200)).body).entries.map((entry) => entry.amount);
    expect(await amounts('kind=entry-fee')).toEqual([20]);
    expect(await amounts('state=pledged')).toEqual([30]);
    expect(await amounts('method=cash')).toEqual([10]);
    expect(await amounts(`teamId=${team.id}`)).toEqual([20]);
    await as(admin, api().get(`/api/tournaments/${id}/ledger?kind=bribe`)).expect(400);
    const byTeam = raisedByTeamResponse.parse((await api().get(`/api/tournaments/${id}/raised-by-team`).expect(200)).body);
    expect(byTeam).toEqual([{ teamId: team.id, teamName: team.name, raised: 20 }]);
  });

  it('exports a CSV whose received amounts add up to the raised total, formulas kept as text', async () => {
    const { id } = await fx.tournament({ adminUserId: admin.uid });
    await record(id, cash('10.10', { publicMessage: '=HYPERLINK("x")', donorName: 'Smith, Jo' })).expect(201);
    await record(id, cash('20.20', { state: 'pledged' })).expect(201);
    const voided = await record(id, cash(5)).expect(201);
    await as(admin, api().post(`/api/tournaments/${id}/ledger/${voided.body.id}/void`))
      .send({ reason: 'test' })
      .expect(200);
    await as(admin, api().patch(`/api/tournaments/${id}/charity-raised`))
      .send({ charityRaised: 100 })
      .expect(200);
    const response = await as(admin, api().get(`/api/tournaments/${id}/ledger/csv`)).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = response.text.trim().split('\r\n');
    const columns = header!.split(',');
    const parse = (line: string) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, ''));
    const received = rows.map(parse).filter((cells) => cells[columns.indexOf('state')] === 'received');
    const total = received.reduce((sum, cells) => sum + Math.round(Number(cells[columns.indexOf('amount')]) * 100), 0) / 100;
    expect(total).toBe(await raisedOf(id));
    expect(total).toBe(100);
    expect(response.text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(response.text).toContain('"Smith, Jo"');
  });

  it('records a guest donation as pledged, returns the PayPal link, and shows the donor wall without private data', async () => {
    const { id } = await fx.tournament({ adminUserId: admin.uid, charityPaypalLink: 'https://paypal.me/juniorgolf' });
    const reply = donationResponse.parse(
      (
        await api()
          .post(`/api/tournaments/${id}/donations`)
          .send({ amount: '50', donorName: 'Secret Sam', anonymous: true, contactEmail: 'sam@example.com', publicMessage: 'Good luck' })
          .expect(201)
      ).body,
    );
    expect(reply).toMatchObject({ paypalLink: 'https://paypal.me/juniorgolf', gift: { amount: 50, donorName: null, state: 'pledged', message: 'Good luck' } });
    await api().post(`/api/tournaments/${id}/donations`).send({ amount: 25, donorName: 'Open Olive' }).expect(201);
    await record(
      id,
      cash(500, { donorName: 'Private Pat', private: true, privateNote: 'call back about matching gift', contactEmail: 'pat@example.com' }),
    ).expect(201);
    await record(id, cash(70, { donorName: 'Public Paul', privateNote: 'owes a receipt' })).expect(201);
    await expectBalanced(id, 570);
    const wall = donorWallResponse.parse((await api().get(`/api/tournaments/${id}/donor-wall`).expect(200)).body);
    expect(wall.raised).toBe(570);
    expect(wall.largest.map((gift) => [gift.donorName, gift.amount])).toEqual([
      ['Public Paul', 70],
      [null, 50],
      ['Open Olive', 25],
    ]);
    expect(wall.latest.map((gift) => gift.donorName)).toEqual(['Public Paul', 'Open Olive', null]);
    const text = JSON.stringify(wall);
    for (const secret of ['Secret Sam', 'sam@example.com', 'Private Pat', 'pat@example.com', 'owes a receipt', 'matching gift'])
      expect(text).not.toContain(secret);
    // The organiser marks the guest's gift received when the PayPal payment arrives.
    await as(admin, api().post(`/api/tournaments/${id}/ledger/${reply.gift.id}/receive`))
      .send({ method: 'paypal' })
      .expect(200);
    await expectBalanced(id, 620);
  });

  it('refuses a bad donation with 400 and an unknown tournament with 404', async () => {
    const { id } = await fx.tournament({ adminUserId: admin.uid });
    await api().post(`/api/tournaments/${id}/donations`).send({ amount: 5 }).expect(400);
    await api().post(`/api/tournaments/${id}/donations`).send({ amount: 'lots', anonymous: true }).expect(400);
    await api().post(`/api/tournaments/${id}/donations`).send({ amount: 5, anonymous: true, contactEmail: 'not-an-email' }).expect(400);
    await api().post('/api/tournaments/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/donations').send({ amount: 5, anonymous: true }).expect(404);
    await api().get('/api/tournaments/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/donor-wall').expect(404);
    await expectBalanced(id, 0);
  });
});
