import { errorBody } from '@fairway/contracts';
import {
  type FieldMessage,
  fieldMessage,
  fieldMessageLimits,
  fieldMessageMessages,
  fieldMessagePreview,
  fieldMessagesResponse,
  messageDeliveriesResponse,
  type MessageDelivery,
  scorecardBannersResponse,
} from '@fairway/contracts/field-message';
import request from 'supertest';
import { fixtures, type Fixtures } from './support/fixtures';
import { type CaughtMail, SmtpCatcher } from './support/smtp-catcher';
import { openEventStream } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await settle(25);
  }
}

const baseUrl = 'https://golf.example.org';

describe('messages to the field (/api/tournaments/:id/messages) through the outbox to a real SMTP server', () => {
  const smtp = new SmtpCatcher();
  let testApp: TestApp;
  let fx: Fixtures;
  let owner: TestUser;
  let coOrganiser: TestUser;
  let desk: TestUser;
  let player: TestUser;
  let otherPlayer: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    await smtp.start();
    // A poll far beyond the test: the e-mails go out because the send's commit woke the runner.
    testApp = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: `${baseUrl}/`, MAIL_POLL_MS: '600000', MAIL_RETRY_BASE_MS: '200' } });
    await testApp.app.listen(0, '127.0.0.1');
    fx = fixtures(testApp.app);
    const cast = ['fm-owner', 'fm-co', 'fm-desk', 'fm-player', 'fm-other-player', 'fm-stranger'] as const;
    const users = await Promise.all(cast.map((name) => signUpTestUser(name)));
    [owner, coOrganiser, desk, player, otherPlayer, stranger] = users as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp.stop();
  });

  const api = () => request(testApp.http);
  const as = <T extends request.Test>(user: TestUser | null, call: T): T => (user ? call.set('Authorization', user.bearer) : call);
  const send = (tournamentId: string, body: object, user: TestUser | null = owner) =>
    as(user, api().post(`/api/tournaments/${tournamentId}/messages`)).send(body);
  const preview = (tournamentId: string, body: object, user: TestUser | null = owner) =>
    as(user, api().post(`/api/tournaments/${tournamentId}/messages/preview`)).send(body);
  const history = async (tournamentId: string) =>
    fieldMessagesResponse.parse((await as(owner, api().get(`/api/tournaments/${tournamentId}/messages`)).expect(200)).body);
  const deliveries = async (tournamentId: string, messageId: string): Promise<MessageDelivery[]> =>
    messageDeliveriesResponse.parse((await as(owner, api().get(`/api/tournaments/${tournamentId}/messages/${messageId}/deliveries`)).expect(200)).body);
  const mine = async (tournamentId: string, user: TestUser) =>
    scorecardBannersResponse.parse((await as(user, api().get(`/api/tournaments/${tournamentId}/messages/mine`)).expect(200)).body);
  const sent = async (tournamentId: string, body: object, user: TestUser = owner): Promise<FieldMessage> =>
    fieldMessage.parse((await send(tournamentId, body, user).expect(201)).body);
  const message = (response: { body: unknown }) => errorBody.parse(response.body).message;
  const caughtFor = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address.toLowerCase()));
  const storedMessages = async (tournamentId: string) =>
    Number((await fx.dataSource.query('SELECT count(*) AS n FROM field_messages WHERE tournament_id = $1', [tournamentId]))[0].n);
  const outboxRows = async (tournamentId: string) =>
    Number((await fx.dataSource.query("SELECT count(*) AS n FROM mail_outbox WHERE tournament_id = $1 AND template = 'field-message'", [tournamentId]))[0].n);
  /** Waits until every e-mail of the message has left the queue. */
  const drained = (tournamentId: string, messageId: string) =>
    until(
      () => deliveries(tournamentId, messageId),
      (rows) => rows.length > 0 && rows.every((row) => row.state !== 'queued'),
    );
  const everyone = (subject: string, extra: object = {}) => ({
    audience: { kind: 'all' },
    subject,
    body: 'Carts leave at 8:40.',
    showOnScorecards: true,
    ...extra,
  });
  const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.org`;

  /**
   * A tournament with its co-organiser and check-in desk, and three teams: the player's (with a partner and one
   * player without an e-mail), the other player's (with a second entry of the same address in capitals), and a
   * team whose entry fee is pledged and not yet received (the unpaid).
   */
  async function field(name = 'Harbour Charity Open') {
    const tournament = await fx.tournament({ adminUserId: owner.uid, name });
    await fx.eventMember(tournament.id, coOrganiser, 'co-organiser');
    await fx.eventMember(tournament.id, desk, 'check-in');
    const partner = unique('partner');
    const unpaidCaptain = unique('unpaid-captain');
    const unpaidPartner = unique('unpaid-partner');
    const eagles = await fx.team(
      tournament.id,
      [
        { name: 'Pat Player', email: player.email, userId: player.uid },
        { name: 'Parker Partner', email: partner },
        { name: 'Nora No-Mail', email: null },
      ],
      { name: 'Eagles' },
    );
    const hawks = await fx.team(
      tournament.id,
      [
        { name: 'Olive Other', email: otherPlayer.email, userId: otherPlayer.uid },
        { name: 'Olive Again', email: otherPlayer.email.toUpperCase() },
      ],
      { name: 'Hawks' },
    );
    const owls = await fx.team(
      tournament.id,
      [
        { name: 'Uma Unpaid', email: unpaidCaptain },
        { name: 'Ulf Unpaid', email: unpaidPartner },
      ],
      { name: 'Owls' },
    );
    const ledger = (body: object) =>
      as(owner, api().post(`/api/tournaments/${tournament.id}/ledger`))
        .send(body)
        .expect(201);
    await ledger({ kind: 'entry-fee', amount: 400, donorName: 'Owls', method: 'cheque', state: 'pledged', teamId: owls.id });
    await ledger({ kind: 'entry-fee', amount: 400, donorName: 'Eagles', method: 'card', state: 'received', teamId: eagles.id });
    return {
      tournament,
      eagles,
      hawks,
      owls,
      addresses: { eagles: [player.email, partner], hawks: [otherPlayer.email], owls: [unpaidCaptain, unpaidPartner] },
    };
  }

  const recipientsOf = (mails: CaughtMail[]) => mails.flatMap((mail) => mail.to).sort();

  it('sends to every player once per address, names the sender, and the e-mail carries the words, the scorecard and the unsubscribe link', async () => {
    const { tournament, eagles, addresses } = await field();
    const before = smtp.messages.length;
    const words = 'The shotgun starts at 9:00 sharp.\n\nCarts leave the clubhouse at 8:40 <b>please</b> be early.';
    const created = await sent(tournament.id, { audience: { kind: 'all' }, subject: 'Shotgun at 9', body: words, showOnScorecards: true });

    const everyAddress = [...addresses.eagles, ...addresses.hawks, ...addresses.owls].map((address) => address.toLowerCase()).sort();
    expect(created).toMatchObject({ kind: 'message', audience: { kind: 'all' }, audienceLabel: 'All players', sentByName: 'fm-owner', showOnScorecards: true });
    expect(created.counts.queued + created.counts.sent).toBe(everyAddress.length);
    const mails = (await smtp.waitFor(before + everyAddress.length)).slice(before);
    await settle(300);
    expect(smtp.messages.length).toBe(before + everyAddress.length);
    expect(recipientsOf(mails)).toEqual(everyAddress);

    const pat = caughtFor(player.email).at(-1)!;
    expect(pat.parsed.subject).toBe('Shotgun at 9 (Harbour Charity Open)');
    const text = pat.parsed.text!;
    expect(text).toContain('Hello Pat Player,');
    expect(text).toContain('The shotgun starts at 9:00 sharp.');
    expect(text).toContain('Carts leave the clubhouse at 8:40 <b>please</b> be early.');
    expect(text).toContain(`Open your scorecard:\n${baseUrl}/scorecard?tournamentId=${tournament.id}&teamId=${eagles.id}`);
    const unsubscribe = text.match(new RegExp(`${baseUrl}/api/mail/unsubscribe/([0-9a-f-]{36})`));
    expect(unsubscribe).not.toBeNull();
    // Unfolded: a long header goes on over indented lines.
    const headers = pat.raw.slice(0, pat.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: +<${unsubscribe![0]}>\\r?$`, 'm'));
    // The organiser's words are escaped in the HTML part, each paragraph its own.
    expect(pat.parsed.html).toContain('&lt;b&gt;please&lt;/b&gt;');
    expect(pat.parsed.html).not.toContain('<b>please</b>');
    expect(pat.parsed.html).toMatch(/<p[^>]*>The shotgun starts at 9:00 sharp\.<\/p>/);

    const [listed] = await history(tournament.id);
    expect(listed).toMatchObject({ id: created.id, subject: 'Shotgun at 9', body: words, sentByName: 'fm-owner' });
    const stored = await fx.dataSource.query('SELECT sent_by, sent_by_name, audience_team_ids FROM field_messages WHERE id = $1', [created.id]);
    expect(stored).toEqual([{ sent_by: owner.uid, sent_by_name: 'fm-owner', audience_team_ids: null }]);
  });

  it('sends to one team only, and to the unpaid teams only (a pledged entry fee not yet received)', async () => {
    const { tournament, hawks, owls, addresses } = await field();
    let before = smtp.messages.length;
    const toTeam = await sent(tournament.id, { audience: { kind: 'team', teamId: hawks.id }, subject: 'Your cart is 12', body: 'See you at 8:40.' });
    expect(toTeam.audienceLabel).toBe('Hawks');
    let mails = (await smtp.waitFor(before + 1)).slice(before);
    await settle(300);
    expect(recipientsOf(smtp.messages.slice(before))).toEqual([otherPlayer.email.toLowerCase()]);
    expect(mails[0]!.parsed.text).toContain('Hello Olive Other,');

    before = smtp.messages.length;
    const toUnpaid = await sent(tournament.id, { audience: { kind: 'unpaid' }, subject: 'Entry fee', body: 'Please bring your cheque to the desk.' });
    expect(toUnpaid.audienceLabel).toBe('Unpaid teams');
    mails = (await smtp.waitFor(before + 2)).slice(before);
    await settle(300);
    expect(recipientsOf(smtp.messages.slice(before))).toEqual(addresses.owls.map((address) => address.toLowerCase()).sort());
    expect(mails.map((mail) => mail.parsed.subject)).toEqual(['Entry fee (Harbour Charity Open)', 'Entry fee (Harbour Charity Open)']);
    const stored = await fx.dataSource.query('SELECT audience, audience_team_ids FROM field_messages WHERE id = $1', [toUnpaid.id]);
    expect(stored).toEqual([{ audience: { kind: 'unpaid' }, audience_team_ids: [owls.id] }]);
  });

  it('previews the recipients and the e-mail the first of them gets, saving and sending nothing', async () => {
    const { tournament, eagles } = await field();
    const body = { audience: { kind: 'team', teamId: eagles.id }, subject: 'Range opens at 7', body: 'Balls are on us.' };
    const before = smtp.messages.length;
    const shown = fieldMessagePreview.parse((await preview(tournament.id, body).expect(200)).body);
    expect(shown).toMatchObject({ recipients: 2, withoutEmail: 1, unsubscribed: 0, subject: 'Range opens at 7 (Harbour Charity Open)' });
    expect(await storedMessages(tournament.id)).toBe(0);
    expect(await outboxRows(tournament.id)).toBe(0);

    await sent(tournament.id, body);
    await smtp.waitFor(before + 2);
    const pat = caughtFor(player.email).at(-1)!;
    // The same e-mail but for the unsubscribe link, which only a sent message has.
    const withoutLink = (text: string) => text.replace(/\/api\/mail\/unsubscribe\/[^\s"<>]+/g, '/api/mail/unsubscribe/LINK');
    expect(pat.parsed.subject).toBe(shown.subject);
    expect(withoutLink(pat.parsed.text!)).toBe(withoutLink(shown.text));
    expect(withoutLink(pat.parsed.html as string).replace(/\s+/g, ' ')).toBe(withoutLink(shown.html).replace(/\s+/g, ' '));
  });

  it('refuses a fourth message in an hour and an eleventh in a day, saving and sending nothing', async () => {
    const { tournament } = await field();
    for (let index = 1; index <= fieldMessageLimits.perHour; index += 1) await sent(tournament.id, everyone(`Update ${index}`));
    const mailRows = await outboxRows(tournament.id);

    const refused = await send(tournament.id, everyone('Update 4')).expect(429);
    expect(message(refused)).toBe(fieldMessageMessages.tooManyPerHour(fieldMessageLimits.perHour));
    expect(await storedMessages(tournament.id)).toBe(fieldMessageLimits.perHour);
    expect(await outboxRows(tournament.id)).toBe(mailRows);

    // Earlier today: the hour has room again, the day has not. The reminder and the results do not count.
    await fx.dataSource.query("UPDATE field_messages SET sent_at = now() - interval '2 hours' WHERE tournament_id = $1", [tournament.id]);
    await fx.dataSource.query(
      `INSERT INTO field_messages (tournament_id, kind, audience, subject, body, sent_at)
       SELECT $1, 'message', '{"kind":"all"}', 'Earlier', 'Earlier', now() - interval '5 hours' FROM generate_series(1, $2::int)`,
      [tournament.id, fieldMessageLimits.perDay - fieldMessageLimits.perHour],
    );
    await fx.dataSource.query(`INSERT INTO field_messages (tournament_id, kind, audience, subject, body) VALUES ($1, 'reminder', '{"kind":"all"}', 'R', 'R')`, [
      tournament.id,
    ]);
    const refusedToday = await send(tournament.id, everyone('One more')).expect(429);
    expect(message(refusedToday)).toBe(fieldMessageMessages.tooManyPerDay(fieldMessageLimits.perDay));

    // A day later the oldest no longer count.
    await fx.dataSource.query("UPDATE field_messages SET sent_at = now() - interval '25 hours' WHERE tournament_id = $1 AND subject = 'Earlier'", [
      tournament.id,
    ]);
    await sent(tournament.id, everyone('Tomorrow'));
  });

  it('lets only the limit through when organisers send at the same moment', async () => {
    const { tournament } = await field();
    const senders = [owner, coOrganiser, owner, coOrganiser, owner, coOrganiser];
    const statuses = await Promise.all(senders.map(async (sender, index) => (await send(tournament.id, everyone(`Race ${index}`), sender)).status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(fieldMessageLimits.perHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(senders.length - fieldMessageLimits.perHour);
    expect(await storedMessages(tournament.id)).toBe(fieldMessageLimits.perHour);
  });

  it('lets the owner and co-organisers send; a check-in volunteer, a player and a stranger get 403 and a visitor 401', async () => {
    const { tournament } = await field();
    for (const user of [desk, player, stranger]) {
      const refused = await send(tournament.id, everyone('Not mine'), user).expect(403);
      expect(message(refused).length).toBeGreaterThan(0);
      await preview(tournament.id, everyone('Not mine'), user).expect(403);
      await as(user, api().get(`/api/tournaments/${tournament.id}/messages`)).expect(403);
    }
    await send(tournament.id, everyone('Anonymous'), null).expect(401);
    expect(await storedMessages(tournament.id)).toBe(0);

    const byCo = await sent(tournament.id, everyone('From the co-organiser'), coOrganiser);
    expect(byCo.sentByName).toBe('fm-co');
    const refused = await as(desk, api().get(`/api/tournaments/${tournament.id}/messages/${byCo.id}/deliveries`)).expect(403);
    expect(message(refused).length).toBeGreaterThan(0);
  });

  it("answers bad input with the contract's messages", async () => {
    const { tournament } = await field();
    const other = await fx.tournament({ adminUserId: owner.uid });
    const otherTeam = await fx.team(other.id, [{ name: 'Elsewhere', email: unique('elsewhere') }]);
    const cases: Array<[object, string]> = [
      [{ audience: { kind: 'all' }, subject: '  ', body: 'Hi' }, fieldMessageMessages.subjectRequired],
      [{ audience: { kind: 'all' }, subject: 'x'.repeat(121), body: 'Hi' }, fieldMessageMessages.subjectTooLong],
      [{ audience: { kind: 'all' }, subject: 'Hi' }, fieldMessageMessages.bodyRequired],
      [{ audience: { kind: 'all' }, subject: 'Hi', body: 'x'.repeat(2001) }, fieldMessageMessages.bodyTooLong],
      [{ audience: { kind: 'sponsors' }, subject: 'Hi', body: 'Hi' }, fieldMessageMessages.audienceInvalid],
      [{ audience: { kind: 'team', teamId: otherTeam.id }, subject: 'Hi', body: 'Hi' }, fieldMessageMessages.teamNotInField],
    ];
    for (const [body, expected] of cases) {
      const refused = await send(tournament.id, body).expect(400);
      expect(JSON.stringify(errorBody.parse(refused.body))).toContain(expected);
      await preview(tournament.id, body).expect(400);
    }
    await send(tournament.id, { ...everyone('Hi'), showOnScorecards: 'yes' }).expect(400);
    expect(await storedMessages(tournament.id)).toBe(0);

    // A team without any e-mail address: refused as an e-mail, kept as a banner.
    const quiet = await fx.team(tournament.id, [{ name: 'Quiet Quentin', email: null }], { name: 'Quiet' });
    const noOne = await send(tournament.id, { audience: { kind: 'team', teamId: quiet.id }, subject: 'Hi', body: 'Hi', showOnScorecards: false }).expect(400);
    expect(message(noOne)).toBe(fieldMessageMessages.noRecipients);
    const bannerOnly = await sent(tournament.id, { audience: { kind: 'team', teamId: quiet.id }, subject: 'Hi', body: 'Hi', showOnScorecards: true });
    expect(bannerOnly.counts).toEqual({ queued: 0, sent: 0, failed: 0, suppressed: 0, withdrawn: 0 });
    await as(owner, api().get(`/api/tournaments/${other.id}/messages/${bannerOnly.id}/deliveries`)).expect(404);
  });

  it('shows each delivery as sent once the runner has drained, and failed with the reason for an address that cannot receive it', async () => {
    const { tournament, owls } = await field();
    const refusing = unique('no-such-mailbox');
    const malformed = 'not-an-address';
    await fx.team(
      tournament.id,
      [
        { name: 'Rex Refused', email: refusing },
        { name: 'Mal Formed', email: malformed },
      ],
      { name: 'Bouncers' },
    );
    smtp.rejectRecipient = refusing;
    try {
      const created = await sent(tournament.id, everyone('Parking'));
      const rows = await drained(tournament.id, created.id);
      const byEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row]));
      expect(byEmail.get(owls.players.find((p) => p.name === 'Uma Unpaid')!.email!.toLowerCase())).toMatchObject({
        name: 'Uma Unpaid',
        teamName: 'Owls',
        state: 'sent',
        reason: null,
        sentAt: expect.any(String),
      });
      expect(byEmail.get(refusing)).toMatchObject({ name: 'Rex Refused', teamName: 'Bouncers', state: 'failed', sentAt: null });
      expect(byEmail.get(refusing)!.reason).toMatch(/550|No such mailbox/);
      expect(byEmail.get(malformed)).toMatchObject({ name: 'Mal Formed', state: 'failed', reason: 'the recipient is not a valid e-mail address' });
      const [listed] = await history(tournament.id);
      expect(listed!.counts).toEqual({ queued: 0, sent: rows.length - 2, failed: 2, suppressed: 0, withdrawn: 0 });
    } finally {
      smtp.rejectRecipient = null;
    }
  });

  it("shows the banners to the audience's players only, newest first and at most five, and tells the open scorecards", async () => {
    const { tournament, eagles, hawks } = await field();
    const live = await openEventStream(`${await testApp.app.getUrl()}/api/tournaments/${tournament.id}/events`);
    let toAll: FieldMessage;
    try {
      toAll = await sent(tournament.id, everyone('Welcome'));
      const told = await live.next('field-message', (event) => event.data.messageId === toAll.id);
      expect(told.data).toEqual({ tournamentId: tournament.id, messageId: toAll.id });
    } finally {
      live.close();
    }
    const toEagles = await sent(tournament.id, { audience: { kind: 'team', teamId: eagles.id }, subject: 'Eagles', body: 'Your cart is 4.' });
    await sent(tournament.id, { audience: { kind: 'team', teamId: hawks.id }, subject: 'Hawks', body: 'Your cart is 5.' });
    // Past the hour's limit: the three so far went out a little earlier.
    await fx.dataSource.query("UPDATE field_messages SET sent_at = sent_at - interval '1 hour' WHERE tournament_id = $1", [tournament.id]);
    await sent(tournament.id, { ...everyone('E-mail only'), showOnScorecards: false }, coOrganiser);

    expect((await mine(tournament.id, player)).map((banner) => banner.id)).toEqual([toEagles.id, toAll.id]);
    expect((await mine(tournament.id, otherPlayer)).map((banner) => banner.subject)).toEqual(['Hawks', 'Welcome']);
    expect(await mine(tournament.id, stranger)).toEqual([]);
    expect(await mine(tournament.id, owner)).toEqual([]);
    await api().get(`/api/tournaments/${tournament.id}/messages/mine`).expect(401);

    await fx.dataSource.query(
      `INSERT INTO field_messages (tournament_id, kind, audience, subject, body, show_on_scorecards, sent_at)
       SELECT $1, 'message', '{"kind":"all"}', 'Old ' || n, 'Old', true, now() - make_interval(hours => 2, mins => n) FROM generate_series(1, 6) AS n`,
      [tournament.id],
    );
    const banners = await mine(tournament.id, player);
    expect(banners).toHaveLength(5);
    expect(banners[0]!.id).toBe(toEagles.id);
  });

  it('skips an address that unsubscribed: counted in the preview, its delivery suppressed, no e-mail sent', async () => {
    const { tournament, hawks } = await field();
    const first = await sent(tournament.id, { audience: { kind: 'team', teamId: hawks.id }, subject: 'First', body: 'First.' });
    await drained(tournament.id, first.id);
    const link = caughtFor(otherPlayer.email)
      .at(-1)!
      .parsed.text!.match(/\/api\/mail\/unsubscribe\/([0-9a-f-]{36})/)![0];
    await api().post(link).expect(200);

    const body = { audience: { kind: 'team', teamId: hawks.id }, subject: 'Second', body: 'Second.' };
    expect(fieldMessagePreview.parse((await preview(tournament.id, body).expect(200)).body)).toMatchObject({ recipients: 1, unsubscribed: 1 });
    const before = caughtFor(otherPlayer.email).length;
    const second = await sent(tournament.id, body);
    const rows = await drained(tournament.id, second.id);
    expect(rows).toEqual([expect.objectContaining({ email: otherPlayer.email, state: 'suppressed', reason: 'the recipient unsubscribed', sentAt: null })]);
    await settle(300);
    expect(caughtFor(otherPlayer.email)).toHaveLength(before);
  });
});
