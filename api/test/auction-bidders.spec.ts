import { randomUUID } from 'node:crypto';
import { auctionCatalogue, auctionItem, auctionMessages, placeBidResponse } from '@fairway/contracts/auction';
import { auctionBidder } from '@fairway/contracts/auction-desk';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

interface NumberRow {
  number: number;
  user_id: string | null;
  guest_name: string | null;
  email: string | null;
  source: string;
}

describe('bidder numbers: guests at the desk, players at check-in, first bids at once (real PostgreSQL)', () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let owner: TestUser;
  let checkInDesk: TestUser;
  let auctionDesk: TestUser;
  let scorer: TestUser;
  let guest: TestUser;
  let unverified: TestUser;
  let players: TestUser[];

  const api = () => request(testApp.http);
  const as = (user: TestUser, call: request.Test) => call.set('Authorization', user.bearer);
  const db = () => testApp.app.get(DataSource);
  const numbersOf = (tournamentId: string) =>
    db().query('SELECT number, user_id, guest_name, email, source FROM bidder_numbers WHERE tournament_id = $1 ORDER BY number', [tournamentId]) as Promise<
      NumberRow[]
    >;

  async function auction(settings: Record<string, unknown> = {}) {
    const tournament = await fx.tournament({ adminUserId: owner.uid });
    const base = `/api/tournaments/${tournament.id}/auction`;
    await as(owner, api().put(`${base}/settings`))
      .send({ closesAt: new Date(Date.now() + 60 * 60_000).toISOString(), softCloseMinutes: 0, whoMayBid: 'signed-in', ...settings })
      .expect(200);
    for (const [user, role] of [
      [checkInDesk, 'check-in'],
      [auctionDesk, 'auction'],
      [scorer, 'scorer'],
    ] as const) {
      await fx.eventMember(tournament.id, user, role);
    }
    const item = auctionItem.parse(
      (
        await as(owner, api().post(`${base}/items`))
          .send({ title: 'Signed flag', startingBidCents: 10_000, incrementRule: { kind: 'fixed', cents: 500 } })
          .expect(201)
      ).body,
    );
    const addGuest = (user: TestUser, body: Record<string, unknown>) => as(user, api().post(`${base}/bidders`)).send(body);
    const bid = (user: TestUser) => as(user, api().post(`${base}/items/${item.id}/bids`)).send({ idempotencyKey: randomUUID() });
    const catalogue = async (user: TestUser) => auctionCatalogue.parse((await as(user, api().get(base)).expect(200)).body);
    return { tournament, base, item, addGuest, bid, catalogue };
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    [owner, checkInDesk, auctionDesk, scorer, guest, unverified, ...players] = await Promise.all([
      signUpTestUser('bidders-owner'),
      signUpTestUser('bidders-check-in'),
      signUpTestUser('bidders-auction-desk'),
      signUpTestUser('bidders-scorer'),
      signUpTestUser('bidders-guest'),
      signUpTestUser('bidders-unverified', { verified: false }),
      ...Array.from({ length: 4 }, (_, index) => signUpTestUser(`bidders-player-${index}`)),
    ]);
  });

  afterAll(() => testApp?.close());

  it('gives a guest the next number at either desk (source guest), once per e-mail; others are refused', async () => {
    const { tournament, addGuest } = await auction();
    const first = auctionBidder.parse((await addGuest(checkInDesk, { name: ' Pat Guest ', email: 'Pat.Guest@Example.com' }).expect(201)).body);
    expect(first).toEqual({ number: 101, name: 'Pat Guest', email: null, source: 'guest', linked: false, dueCents: 0, paidCents: 0 });
    const second = auctionBidder.parse((await addGuest(auctionDesk, { name: 'Sam Guest', email: 'sam@example.com' }).expect(201)).body);
    expect(second.number).toBe(102);
    expect(auctionBidder.parse((await addGuest(owner, { name: 'Lee Guest', email: 'lee@example.com' }).expect(201)).body).email).toBe('lee@example.com');
    const taken = await addGuest(auctionDesk, { name: 'Pat again', email: 'pat.guest@example.com' }).expect(409);
    expect(taken.body.message).toBe(auctionMessages.bidderEmailTaken);
    expect((await addGuest(auctionDesk, { name: '', email: 'x@example.com' }).expect(400)).body.message).toBe(auctionMessages.guestNameRequired);
    expect((await addGuest(auctionDesk, { name: 'X', email: 'not-an-email' }).expect(400)).body.message).toBe(auctionMessages.guestEmailInvalid);
    await addGuest(scorer, { name: 'Nope', email: 'nope@example.com' }).expect(403);
    await addGuest(players[0]!, { name: 'Nope', email: 'nope@example.com' }).expect(403);
    expect((await numbersOf(tournament.id)).map((row) => [row.number, row.source, row.guest_name, row.email])).toEqual([
      [101, 'guest', 'Pat Guest', 'pat.guest@example.com'],
      [102, 'guest', 'Sam Guest', 'sam@example.com'],
      [103, 'guest', 'Lee Guest', 'lee@example.com'],
    ]);
  });

  it("links a guest's number to the account that signs in with the same verified e-mail (reading or bidding), never an unverified one", async () => {
    const { tournament, addGuest, bid, catalogue } = await auction({ whoMayBid: 'checked-in' });
    await addGuest(checkInDesk, { name: 'Unverified Guest', email: unverified.email }).expect(201);
    await addGuest(checkInDesk, { name: 'The Guest', email: guest.email.toUpperCase() }).expect(201);
    expect((await catalogue(unverified)).myBidderNumber).toBeNull();
    // Not checked in, no number of its own: an unverified account cannot take the guest's.
    expect((await bid(unverified).expect(403)).body.message).toBe(auctionMessages.notAllowedToBid);
    expect((await catalogue(guest)).myBidderNumber).toBe(102);
    const taken = placeBidResponse.parse((await bid(guest).expect(201)).body);
    expect(taken.bidderNumber).toBe(102);
    const rows = await numbersOf(tournament.id);
    expect(rows.map((row) => [row.number, row.user_id])).toEqual([
      [101, null],
      [102, guest.uid],
    ]);
  });

  it('a guest who bids before reading the catalogue bids as their number too', async () => {
    const { tournament, addGuest, bid } = await auction({ whoMayBid: 'checked-in' });
    await addGuest(auctionDesk, { name: 'The Guest', email: guest.email }).expect(201);
    expect(placeBidResponse.parse((await bid(guest).expect(201)).body).bidderNumber).toBe(101);
    expect((await numbersOf(tournament.id)).map((row) => row.user_id)).toEqual([guest.uid]);
  });

  it('gives a checked-in player with an account a number (source check-in) once, and no number to a player without one', async () => {
    const { tournament, bid } = await auction({ whoMayBid: 'checked-in' });
    const team = await fx.team(tournament.id, [
      { name: 'Casey Golfer', email: players[0]!.email, userId: players[0]!.uid },
      { name: 'Robin No-Account', email: 'robin@example.com' },
    ]);
    const [casey, robin] = [...team.players].sort((a, b) => a.position - b.position);
    await as(checkInDesk, api().patch(`/api/players/${casey!.id}`))
      .send({ checkedIn: true })
      .expect(200);
    await as(checkInDesk, api().patch(`/api/players/${robin!.id}`))
      .send({ checkedIn: true })
      .expect(200);
    await as(checkInDesk, api().patch(`/api/players/${casey!.id}`))
      .send({ checkedIn: false })
      .expect(200);
    await as(checkInDesk, api().patch(`/api/players/${casey!.id}`))
      .send({ checkedIn: true })
      .expect(200);
    const rows = await numbersOf(tournament.id);
    expect(rows).toEqual([{ number: 101, user_id: players[0]!.uid, guest_name: null, email: players[0]!.email, source: 'check-in' }]);
    expect(placeBidResponse.parse((await bid(players[0]!).expect(201)).body).bidderNumber).toBe(101);
    expect(await numbersOf(tournament.id)).toHaveLength(1);
  });

  it('gives two first bids at the same moment two numbers, and one account one number however many bids it sends at once', async () => {
    const { tournament, bid } = await auction();
    const retrying = (user: TestUser) => async () => {
      for (let attempt = 0; ; attempt += 1) {
        const response = await bid(user);
        if (response.status !== 503 || attempt === 20) return response;
      }
    };
    const answers = await Promise.all([retrying(players[1]!)(), retrying(players[2]!)(), retrying(players[3]!)(), retrying(players[3]!)()]);
    expect(answers.map((answer) => answer.status).filter((status) => status === 201).length).toBeGreaterThanOrEqual(2);
    const rows = await numbersOf(tournament.id);
    expect(rows.map((row) => row.number)).toEqual([101, 102, 103]);
    expect(new Set(rows.map((row) => row.user_id))).toEqual(new Set([players[1]!.uid, players[2]!.uid, players[3]!.uid]));
    expect(rows.every((row) => row.source === 'bid')).toBe(true);
  });
});
