import { randomUUID } from 'node:crypto';
import { addOn } from '@fairway/contracts/add-on';
import { closeOutCount, closeOutMessages, closeOutReport, type CloseOutLine } from '@fairway/contracts/close-out';
import { donationResponse } from '@fairway/contracts/gift';
import { ledgerEntry } from '@fairway/contracts/ledger';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

type Role = 'co-organiser' | 'check-in' | 'scorer';

describe("the desk's close-out over HTTP (real PostgreSQL)", () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let owner: TestUser;
  let deskA: TestUser;
  let deskB: TestUser;
  let coChair: TestUser;
  let scorer: TestUser;
  let stranger: TestUser;
  let otherDesk: TestUser;
  let revokedDesk: TestUser;

  const api = () => request(testApp.http);
  const as = (user: TestUser, call: request.Test) => call.set('Authorization', user.bearer);

  async function member(tournamentId: string, user: TestUser, role: Role, status: 'active' | 'revoked' = 'active') {
    await testApp.app.get(DataSource).query(
      `INSERT INTO event_members (tournament_id, role, status, email, user_id, display_name, invited_by, accepted_at, revoked_at)
       VALUES ($1, $2, $3, $4, $5, NULL, $6, now(), CASE WHEN $3 = 'revoked' THEN now() END)`,
      [tournamentId, role, status, user.email, user.uid, owner.uid],
    );
  }

  /** A tournament with its team, a $10 mulligan on sale and its event team. */
  async function event() {
    const tournament = await fx.tournament({ adminUserId: owner.uid });
    const other = await fx.tournament({ adminUserId: owner.uid });
    const team = await fx.team(tournament.id, [{ name: 'Pat Player' }]);
    await Promise.all([
      member(tournament.id, deskA, 'check-in'),
      member(tournament.id, deskB, 'check-in'),
      member(tournament.id, coChair, 'co-organiser'),
      member(tournament.id, scorer, 'scorer'),
      member(tournament.id, revokedDesk, 'check-in', 'revoked'),
      member(other.id, otherDesk, 'check-in'),
    ]);
    const base = `/api/tournaments/${tournament.id}`;
    const mulligan = addOn.parse(
      (
        await as(owner, api().post(`${base}/add-ons`))
          .send({ kind: 'mulligan', name: 'Mulligan', price: 10, limitPer: 'team', limit: 20 })
          .expect(201)
      ).body,
    );
    const sell = (user: TestUser, quantity: number, method = 'cash') =>
      as(user, api().post(`${base}/add-on-sales`))
        .send({ productId: mulligan.id, teamId: team.id, quantity, method })
        .expect(201);
    const gift = async (user: TestUser, amount: number, method: string) =>
      ledgerEntry.parse(
        (
          await as(user, api().post(`${base}/ledger`))
            .send({ kind: 'donation', amount, method, donorName: 'Walk-up Giver', entryId: randomUUID() })
            .expect(201)
        ).body,
      );
    const report = async (user: TestUser) => closeOutReport.parse((await as(user, api().get(`${base}/close-out`)).expect(200)).body);
    const count = (user: TestUser, body: object) => as(user, api().post(`${base}/close-out/counts`)).send(body);
    return { tournament, base, sell, gift, report, count };
  }

  const method = (line: CloseOutLine | undefined, name: string) => line?.methods.find((total) => total.method === name);

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    [owner, deskA, deskB, coChair, scorer, stranger, otherDesk, revokedDesk] = await Promise.all([
      signUpTestUser('close-owner'),
      signUpTestUser('close-desk-a'),
      signUpTestUser('close-desk-b'),
      signUpTestUser('close-co-chair'),
      signUpTestUser('close-scorer'),
      signUpTestUser('close-stranger'),
      signUpTestUser('close-other-desk'),
      signUpTestUser('close-revoked'),
    ]);
  });

  afterAll(() => testApp?.close());

  it('gives each desk its own line, the organisers every line and the totals; a void drops out; a count shows the difference', async () => {
    const { base, sell, gift, report, count } = await event();
    // Desk A: 3 mulligans and a $50 gift in cash, a $100 cheque. Desk B: 1 mulligan and a $20 gift in cash, $15 by card at the desk.
    await sell(deskA, 3);
    await gift(deskA, 50, 'cash');
    await gift(deskA, 100, 'cheque');
    await sell(deskB, 1);
    const mistaken = await gift(deskB, 20, 'cash');
    await gift(deskB, 15, 'card');
    await as(owner, api().post(`${base}/ledger/${mistaken.id}/void`))
      .send({ reason: 'Entered twice' })
      .expect(200);
    // A guest's pledge the owner marks received in cash is the owner's money to hand over, not the guest's.
    const pledged = donationResponse.parse((await api().post(`${base}/donations`).send({ amount: 25, donorName: 'Guest' }).expect(201)).body);
    await as(owner, api().post(`${base}/ledger/${pledged.gift.id}/receive`))
      .send({ method: 'cash' })
      .expect(200);

    const a = await report(deskA);
    expect(a.scope).toBe('own');
    expect(a.totals).toBeNull();
    expect(a.lines.map((line) => [line.person, line.name])).toEqual([[deskA.uid, 'close-desk-a']]);
    expect(method(a.lines[0], 'cash')).toMatchObject({ recordedCents: 80_00, entries: 2, netCents: 80_00, countedCents: null, differenceCents: null });
    expect(method(a.lines[0], 'cheque')).toMatchObject({ recordedCents: 100_00, entries: 1 });
    expect(a.lines[0]!.netCents).toBe(180_00);

    const b = await report(deskB);
    expect(b.lines.map((line) => line.person)).toEqual([deskB.uid]);
    expect(method(b.lines[0], 'cash')).toMatchObject({ recordedCents: 10_00, entries: 1, voided: 1, voidedCents: 20_00, netCents: 10_00 });
    expect(method(b.lines[0], 'card')).toMatchObject({ recordedCents: 15_00, entries: 1 });

    // Desk A counts $79.50 (short by $0.50), then recounts $80: the latest count is the one set against the ledger.
    const short = closeOutCount.parse((await count(deskA, { method: 'cash', countedCents: 79_50, note: 'Before the recount' }).expect(201)).body);
    expect(short).toMatchObject({ method: 'cash', countedCents: 79_50, declaredBy: deskA.uid, declaredByName: 'close-desk-a', note: 'Before the recount' });
    expect(method((await report(deskA)).lines[0], 'cash')).toMatchObject({ countedCents: 79_50, differenceCents: -50 });
    await count(deskA, { method: 'cash', countedCents: 80_00 }).expect(201);
    await count(deskA, { method: 'cheque', countedCents: 100_00 }).expect(201);
    const recounted = (await report(deskA)).lines[0]!;
    expect(method(recounted, 'cash')).toMatchObject({ countedCents: 80_00, differenceCents: 0 });
    expect(recounted.counts.map((declared) => [declared.method, declared.countedCents])).toEqual([
      ['cheque', 100_00],
      ['cash', 80_00],
      ['cash', 79_50],
    ]);

    for (const organiser of [owner, coChair]) {
      const all = await report(organiser);
      expect(all.scope).toBe('all');
      const byPerson = new Map(all.lines.map((line) => [line.person, line]));
      expect([...byPerson.keys()].sort()).toEqual([deskA.uid, deskB.uid, owner.uid].sort());
      expect(byPerson.get(deskA.uid)!.name).toBe('close-desk-a');
      expect(byPerson.get(deskB.uid)!.name).toBe('close-desk-b');
      expect(method(byPerson.get(owner.uid), 'cash')).toMatchObject({ recordedCents: 25_00, entries: 1 });
      expect(method(byPerson.get(deskA.uid), 'cash')).toMatchObject({ countedCents: 80_00, differenceCents: 0 });
      expect(all.totals!.methods.map((total) => [total.method, total.netCents])).toEqual([
        ['cash', 115_00],
        ['cheque', 100_00],
        ['card', 15_00],
      ]);
      expect(all.totals!.netCents).toBe(230_00);
    }
  });

  it('exports the close-out as CSV: a desk its own rows, the owner every row and the totals', async () => {
    const { base, sell, gift } = await event();
    await sell(deskA, 2);
    await gift(deskB, 40.5, 'cash');
    const own = (await as(deskA, api().get(`${base}/close-out.csv`)).expect(200)).text;
    const ownRows = own.trim().split('\r\n');
    expect(ownRows[0]).toBe('person,name,method,entries,recorded,refunds,refunded,net,voided,voidedAmount,counted,difference,countedAt');
    expect(ownRows.slice(1)).toEqual([
      `${deskA.uid},close-desk-a,cash,1,20.00,0,0.00,20.00,0,0.00,,,`,
      `${deskA.uid},close-desk-a,cheque,0,0.00,0,0.00,0.00,0,0.00,,,`,
    ]);

    const response = await as(owner, api().get(`${base}/close-out.csv`)).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const rows = response.text.trim().split('\r\n').slice(1);
    expect(rows.filter((row) => row.startsWith(`${deskB.uid},`))).toContain(`${deskB.uid},close-desk-b,cash,1,40.50,0,0.00,40.50,0,0.00,,,`);
    expect(rows.filter((row) => row.startsWith('total,'))).toEqual([
      'total,Total,cash,2,60.50,0,0.00,60.50,0,0.00,,,',
      'total,Total,cheque,0,0.00,0,0.00,0.00,0,0.00,,,',
    ]);
  });

  it('refuses a visitor, a stranger, a scorer, a revoked desk and another event’s desk, and bad counts with their message', async () => {
    const { tournament, base, count } = await event();
    await api().get(`${base}/close-out`).expect(401);
    await api().post(`${base}/close-out/counts`).send({ method: 'cash', countedCents: 100 }).expect(401);
    for (const refused of [stranger, scorer, otherDesk]) {
      await as(refused, api().get(`${base}/close-out`)).expect(403);
      await as(refused, api().get(`${base}/close-out.csv`)).expect(403);
      await count(refused, { method: 'cash', countedCents: 100 }).expect(403);
    }
    const revoked = await as(revokedDesk, api().get(`${base}/close-out`)).expect(403);
    expect(revoked.body.code).toBe('EVENT_ROLE_REVOKED');
    await as(owner, api().get(`/api/tournaments/${randomUUID()}/close-out`)).expect(404);

    expect((await count(deskA, { method: 'card', countedCents: 100 }).expect(400)).body.message).toBe(closeOutMessages.countMethodInvalid);
    for (const countedCents of [-1, 12.5, '100']) {
      expect((await count(deskA, { method: 'cash', countedCents }).expect(400)).body.message).toBe(closeOutMessages.countedInvalid);
    }
    expect((await count(deskA, { method: 'cash', countedCents: 100_000_001 }).expect(400)).body.message).toBe(closeOutMessages.countedTooLarge);
    const rows = await testApp.app.get(DataSource).query('SELECT count(*)::int AS n FROM close_out_counts WHERE tournament_id = $1', [tournament.id]);
    expect(rows[0].n).toBe(0);
  });
});
