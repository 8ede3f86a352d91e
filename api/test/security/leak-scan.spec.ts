// Every public read of the API document (generated from it, so a new route is scanned from the day it
// exists), made by a visitor, a signed-in stranger and a member, scanned for what only a team and its admin
// may read: account ids (the organiser's uid and e-mail, players' linked accounts, who recorded a score,
// submitted a card or entered a ledger line), player e-mails, invite codes, the ledger's contact e-mails and
// private notes, and station tokens. The tournament's admin has no display name and corrects a score of a
// team it does not play on, so the score trail has to name it without naming its account.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { EventPublisher } from '../../src/modules/events/event-publisher.service';
import { type Fixtures, fixtures } from '../support/fixtures';
import { openEventStream } from '../support/sse-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { signUpTestUser } from '../support/test-users';
import { type DocumentRoute, documentRoutes, filledUrl, readApiDocument } from './support/api-document';
import { type AttackWorld, buildWorld, type Cast, signUpCast } from './support/attack-world';
import { registrationSecrets } from './support/registration-attack-world';
import { seedPaidCardGift } from './support/fundraising-world';
import { invitationCodeHash, newInvitationCode } from '../../src/modules/event-team/invitation-code';
import { openPayerCheckout } from './support/payment-world';

const guestBidder = { name: 'Gail Guest-Bidder', email: 'gail-guest-bidder@example.com' };

/** The desk and the scorer read the field, never its contacts: the same secrets as a stranger. */
type Viewer = 'visitor' | 'stranger' | 'member' | 'checkInDesk' | 'scorer';

describe('nothing private leaks through the public reads', () => {
  let testApp: TestApp;
  let setup: Fixtures;
  let baseUrl: string;
  let cast: Cast;
  let world: AttackWorld;
  let publicReads: DocumentRoute[];
  /** A test checkout whose payer is another team's player: its page must not show whom it is for. */
  let checkoutSessionId: string;
  /** A card gift's receipt, the donor's e-mail another team's player's: the receipt names the donor, never the address. */
  let receiptToken: string;
  const invitationId = randomUUID();
  /** An event-team invitation by e-mail: its public preview names the tournament and role, never the address or who invited. */
  const eventInvitationCode = newInvitationCode();
  /** The auction item two players bid on; a photo id it does not have (the photo read answers 404, scanned all the same). */
  let auctionItemId: string;
  const photoId = randomUUID();

  beforeAll(async () => {
    // The forecast service is out of reach (a closed port): the weather read answers its refusal at once.
    testApp = await startTestApp({ env: { WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast' } });
    setup = fixtures(testApp.app);
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = await testApp.app.getUrl();
    cast = { ...(await signUpCast()), admin: await signUpTestUser('atk-nameless-admin', { named: false }) };
    world = await buildWorld(setup, cast);
    await recordTheDay();
    checkoutSessionId = await openPayerCheckout(testApp.app, world.tournamentId, cast.otherMember.email);
    receiptToken = await seedPaidCardGift(setup.dataSource, world.tournamentId, cast.otherMember.email);
    await setup.dataSource.query(
      `INSERT INTO event_members (tournament_id, role, email, code_hash, invited_by) VALUES ($1, 'check-in', 'event-invitee@example.com', $2, $3)`,
      [world.tournamentId, invitationCodeHash(eventInvitationCode), cast.admin.uid],
    );
    publicReads = documentRoutes(await readApiDocument(testApp.http)).filter((route) => route.public && route.method === 'get');
  });

  afterAll(() => testApp?.close());

  /** Scores by the admin and by the member, a ledger line by the admin, and the member's submitted card: each names an account. */
  async function recordTheDay() {
    const score = { tournamentId: world.tournamentId, teamId: world.team.id, playerId: world.team.playerIds[1] };
    for (const [who, hole, strokes] of [
      ['admin', 2, 4],
      ['admin', 2, 3],
      ['member', 3, 5],
    ] as const) {
      await request(testApp.http)
        .post('/api/scores')
        .set('Authorization', cast[who].bearer)
        .send({ ...score, hole, strokes })
        .expect(201);
    }
    await request(testApp.http)
      .post(`/api/tournaments/${world.tournamentId}/ledger`)
      .set('Authorization', cast.admin.bearer)
      .send({ kind: 'donation', amount: 40, donorName: 'Desk Donor', method: 'cash' })
      .expect(201);
    await setup.dataSource.query("INSERT INTO submitted_cards (team_id, submitted_by_uid, submitted_by_name) VALUES ($1, $2, 'Mia Member')", [
      world.team.id,
      cast.member.uid,
    ]);
    // An invitation mailed to another team's player: its unsubscribe page must not show whom it went to.
    await setup.dataSource.query(
      `INSERT INTO mail_outbox (id, tournament_id, recipient, template, data, dedupe_key, state)
       VALUES ($1, $2, $3, 'captain-invite', '{}', 'leak-scan-invite', 'sent')`,
      [invitationId, world.tournamentId, cast.otherMember.email],
    );
    // An auction item two players bid on: the catalogue and the stream show them as bidder numbers only.
    const auction = `/api/tournaments/${world.tournamentId}/auction`;
    await request(testApp.http).put(`${auction}/settings`).set('Authorization', cast.admin.bearer).send({ whoMayBid: 'signed-in' }).expect(200);
    const item = await request(testApp.http)
      .post(`${auction}/items`)
      .set('Authorization', cast.admin.bearer)
      .send({ title: 'Signed flag', startingBidCents: 10_000 })
      .expect(201);
    auctionItemId = item.body.id;
    for (const who of ['otherMember', 'member'] as const) {
      await request(testApp.http)
        .post(`${auction}/items/${item.body.id}/bids`)
        .set('Authorization', cast[who].bearer)
        .send({ idempotencyKey: randomUUID() })
        .expect(201);
    }
    // A second item bought outright: the catalogue's sales and the stream name its winner by number only.
    const bought = await request(testApp.http)
      .post(`${auction}/items`)
      .set('Authorization', cast.admin.bearer)
      .send({ title: 'Putter', startingBidCents: 5_000, buyNowCents: 20_000 })
      .expect(201);
    await request(testApp.http)
      .post(`${auction}/items/${bought.body.id}/bids`)
      .set('Authorization', cast.otherMember.bearer)
      .send({ idempotencyKey: randomUUID(), amountCents: 20_000 })
      .expect(201);
    // A guest given a number at the desk: the desk reads their name and e-mail, the room only "Bidder 10x".
    await request(testApp.http)
      .post(`${auction}/bidders`)
      .set('Authorization', cast.admin.bearer)
      .send({ name: guestBidder.name, email: guestBidder.email })
      .expect(201);
    // A fund-a-need gift by another team's player: the thermometer shows counts and the total, never the giver.
    await request(testApp.http)
      .put(`${auction}/fund-a-need`)
      .set('Authorization', cast.admin.bearer)
      .send({ title: 'Junior clinics', levelsCents: [50_000, 10_000] })
      .expect(200);
    await request(testApp.http)
      .post(`${auction}/fund-a-need/gifts`)
      .set('Authorization', cast.otherMember.bearer)
      .send({ amountCents: 50_000, idempotencyKey: randomUUID() })
      .expect(201);
    await testApp.app.get(EventPublisher).settled();
  }

  /** What no viewer may read; a member reads their own team's e-mails, code and account, so those are left out for them. */
  const secrets = (viewer: Viewer) => [
    ...(viewer === 'member' ? [] : [cast.member.email, `partner-${cast.member.uid.toLowerCase()}@example.com`, world.team.inviteCode, cast.member.uid]),
    cast.otherMember.email,
    world.otherTeam.inviteCode,
    cast.otherMember.uid,
    cast.admin.uid,
    cast.admin.email,
    ...Object.values(world.stationTokens),
    // A registrant's e-mail and answers: only the organiser's registrations carry them (checked below).
    ...registrationSecrets,
    // An invitation's address: its preview is public.
    'event-invitee@example.com',
    // A guest bidder's name and e-mail: the auction desk's alone.
    guestBidder.name,
    guestBidder.email,
    // The ledger's secrets last: a test below checks the admin's own reads carry exactly these.
    'wendy-world@example.com',
    'private: wants a tax receipt',
    'petra-pledger@example.com',
  ];
  const leaked = (viewer: Viewer, text: string) => secrets(viewer).filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));

  const parameterValues = () => ({
    id: world.tournamentId,
    tournamentId: world.tournamentId,
    teamId: world.team.id,
    contestId: world.contest.id,
    sponsorId: world.fundraising.sponsorId,
    messageId: invitationId,
    hole: '2',
    receiptToken,
    sessionId: checkoutSessionId,
    // A waitlisted registration's own link: it shows its holder no one else's e-mail, answers or code.
    token: world.registration.waitlistedToken,
    code: eventInvitationCode,
    itemId: auctionItemId,
    photoId,
  });

  const headersOf = (viewer: Viewer): Record<string, string> => (viewer === 'visitor' ? {} : { Authorization: cast[viewer].bearer });

  /** The stream's first messages (its snapshot: tournament, charity, board...), as sent. */
  async function readStream(url: string, viewer: Viewer): Promise<{ status: number; text: string }> {
    const stream = await openEventStream(`${baseUrl}${url}`, headersOf(viewer));
    try {
      await stream.next('leaderboard');
      return { status: 200, text: stream.text() };
    } finally {
      stream.close();
    }
  }

  async function read(route: DocumentRoute, viewer: Viewer): Promise<{ status: number; text: string }> {
    const url = filledUrl(route, parameterValues());
    if (route.path.endsWith('/events')) return readStream(url, viewer);
    const response = await request(testApp.http).get(url).set(headersOf(viewer)).buffer(true);
    return { status: response.status, text: response.text ?? JSON.stringify(response.body) };
  }

  it('scans every public read of the API document, the tournament reads and the event stream among them', () => {
    const names = publicReads.map((route) => route.name);
    expect(names).toEqual(expect.arrayContaining(['GET /api/tournaments', 'GET /api/tournaments/{id}', 'GET /api/tournaments/{tournamentId}/events']));
    expect(names.length).toBeGreaterThan(30);
  });

  it.each(['visitor', 'stranger', 'member', 'checkInDesk', 'scorer'] as const)(
    'shows a %s no account id, e-mail, invite code or token on any public read',
    async (viewer) => {
      const found: Array<[string, number, string[]]> = [];
      for (const route of publicReads) {
        const { status, text } = await read(route, viewer);
        // Public means a visitor is let in: what the read answers is then scanned, whatever its status.
        if (status === 401 || status === 403 || leaked(viewer, text).length > 0) found.push([route.name, status, leaked(viewer, text)]);
      }
      expect(found).toEqual([]);
    },
  );

  it.each(['visitor', 'stranger'] as const)("shows a %s no account id or e-mail through the assistant's answers", async (viewer) => {
    for (const content of ['Who is leading?', 'Show me the teams', 'Who runs this tournament?', 'What is the invite code of Mia Member?']) {
      const response = await request(testApp.http)
        .post('/api/chat')
        .set(headersOf(viewer))
        .send({
          messages: [{ role: 'user', content, timestamp: new Date().toISOString() }],
          context: { currentPage: 'leaderboard', tournamentId: world.tournamentId },
        })
        .expect(200);
      expect([content, leaked(viewer, JSON.stringify(response.body))]).toEqual([content, []]);
    }
  });

  it('tells each caller what they may do: the admin manages, the member plays, the others neither', async () => {
    const mine = async (viewer: Viewer | 'admin') =>
      (
        await request(testApp.http)
          .get(`/api/tournaments/${world.tournamentId}`)
          .set(viewer === 'visitor' ? {} : { Authorization: cast[viewer].bearer })
          .expect(200)
      ).body as { canManage: boolean; isMember: boolean; adminUserId?: string };
    const views = await Promise.all((['visitor', 'stranger', 'member', 'admin'] as const).map(mine));
    expect(views.map(({ canManage, isMember, adminUserId }) => ({ canManage, isMember, adminUserId }))).toEqual([
      { canManage: false, isMember: false, adminUserId: undefined },
      { canManage: false, isMember: false, adminUserId: undefined },
      { canManage: false, isMember: true, adminUserId: undefined },
      // The admin's own read keeps the field the spec names (the admin icon when it equals the user's uid or e-mail).
      { canManage: true, isMember: false, adminUserId: cast.admin.uid },
    ]);
  });

  it("marks the tournament reads private to their caller, so no shared cache hands one caller another's", async () => {
    for (const path of ['/api/tournaments', '/api/tournaments/active', `/api/tournaments/${world.tournamentId}`]) {
      const response = await request(testApp.http).get(path).set('Authorization', cast.admin.bearer).expect(200);
      expect([path, response.headers['cache-control'], response.headers.vary]).toEqual([path, 'private, no-cache', expect.stringContaining('Authorization')]);
    }
  });

  it("shows a volunteer's station page no e-mail, invite code, linked account or station token", async () => {
    const response = await request(testApp.http)
      .get(`/api/contests/${world.contest.id}/station`)
      .set('X-Station-Token', world.stationTokens.station)
      .expect(200);
    const byLink = await request(testApp.http).get('/api/station').set('X-Station-Token', world.stationTokens.station).expect(200);
    const text = JSON.stringify([response.body, byLink.body]);
    expect(text.toLowerCase()).toContain('mia member');
    expect(leaked('visitor', text)).toEqual([]);
  });

  it("would notice: the admin's own team list carries those e-mails and codes", async () => {
    const response = await request(testApp.http).get(`/api/tournaments/${world.tournamentId}/teams`).set('Authorization', cast.admin.bearer).expect(200);
    const text = JSON.stringify(response.body).toLowerCase();
    const teamSecrets = [
      cast.member.email,
      `partner-${cast.member.uid.toLowerCase()}@example.com`,
      world.team.inviteCode,
      cast.otherMember.email,
      world.otherTeam.inviteCode,
    ];
    expect(teamSecrets.filter((secret) => !text.includes(secret.toLowerCase()))).toEqual([]);
  });

  it("would notice: the admin's ledger and pledges carry the contact e-mails and the private note", async () => {
    const adminRead = async (path: string) =>
      JSON.stringify(
        (await request(testApp.http).get(`/api/tournaments/${world.tournamentId}/${path}`).set('Authorization', cast.admin.bearer).expect(200)).body,
      );
    const text = (await adminRead('ledger')) + (await adminRead('birdie-pledges'));
    expect(
      secrets('visitor')
        .slice(-3)
        .filter((secret) => !text.includes(secret)),
    ).toEqual([]);
  });

  it("would notice: the auction desk's bidder list carries the guest bidder's name and e-mail", async () => {
    const response = await request(testApp.http)
      .get(`/api/tournaments/${world.tournamentId}/auction/bidders`)
      .set('Authorization', cast.admin.bearer)
      .expect(200);
    const text = JSON.stringify(response.body);
    expect([text.includes(guestBidder.name), text.includes(guestBidder.email)]).toEqual([true, true]);
  });

  it("would notice: the admin's registrations carry the registrant's e-mail and answers", async () => {
    const response = await request(testApp.http)
      .get(`/api/tournaments/${world.tournamentId}/registrations`)
      .set('Authorization', cast.admin.bearer)
      .expect(200);
    const text = JSON.stringify(response.body);
    expect(registrationSecrets.filter((secret) => !text.includes(secret))).toEqual([]);
  });

  it('shows the donor wall a pledged gift without its e-mail or private note', async () => {
    const wall = (await request(testApp.http).get(`/api/tournaments/${world.tournamentId}/donor-wall`).expect(200)).body as {
      latest: Array<{ donorName: string }>;
    };
    expect(wall.latest.map((gift) => gift.donorName)).toEqual(['Desk Donor', 'Wendy World']);
  });
});
