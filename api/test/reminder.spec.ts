import { errorBody } from '@fairway/contracts';
import { fieldMessageMessages, reminderState } from '@fairway/contracts/field-message';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/create-app';
import { OnceMessagesJob } from '../src/modules/messages/reminder/once-messages.job';
import { ReminderService } from '../src/modules/messages/reminder/reminder.service';
import { attachmentOf, calendarFields, qrTextOf } from './reminder-mail';
import { fixtures, type Fixtures } from './support/fixtures';
import { SmtpCatcher } from './support/smtp-catcher';
import { startTestApp, testConfig, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

const base = 'https://golf.example.org';
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('the reminder before the day', () => {
  const smtp = new SmtpCatcher();
  let testApp: TestApp;
  let setup: Fixtures;
  let owner: TestUser, co: TestUser, desk: TestUser, player: TestUser;
  const api = () => request(testApp.http);
  const caughtFor = (address: string) => smtp.messages.filter((message) => message.to.includes(address));
  const path = (id: string, tail = '') => `/api/tournaments/${id}/messages/reminder${tail}`;

  beforeAll(async () => {
    await smtp.start();
    testApp = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: `${base}/`, MAIL_POLL_MS: '100' } });
    setup = fixtures(testApp.app);
    [owner, co, desk, player] = (await Promise.all(['owner', 'co', 'desk', 'player'].map((name) => signUpTestUser(name)))) as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp.stop();
  });

  /** A winter event in New York: Eagles start on hole 7B at the 08:00 horn, Hawks on hole 1 with no time yet. */
  async function field(date = '2027-01-15', timeZone = 'America/New_York') {
    const tournament = await setup.tournament({ adminUserId: owner.uid, name: 'Winter, Classic', date, timeZone, courseName: 'Pine Valley; North' });
    await setup.eventMember(tournament.id, co, 'co-organiser');
    await setup.eventMember(tournament.id, desk, 'check-in');
    const tag = tournament.id.slice(0, 8);
    const eagles = await setup.team(
      tournament.id,
      [
        { name: 'Ann', email: `ann-${tag}@example.org` },
        { name: 'Bob', email: `bob-${tag}@example.org` },
      ],
      { name: 'Eagles', startingHole: 7, startSlot: 'B', teeTime: '08:00' },
    );
    const hawks = await setup.team(
      tournament.id,
      [
        { name: 'Cy', email: `cy-${tag}@example.org`, userId: player.uid },
        { name: 'Dee', email: null },
        { name: 'Cy again', email: `CY-${tag}@example.org` },
      ],
      { name: 'Hawks', startingHole: 1, teeTime: null },
    );
    return { tournament, eagles, hawks, ann: `ann-${tag}@example.org`, bob: `bob-${tag}@example.org`, cy: `cy-${tag}@example.org` };
  }

  it('keeps its settings and says when it falls due in the venue’s time zone; owner and co-organisers only', async () => {
    const { tournament } = await field();
    const initial = reminderState.parse((await api().get(path(tournament.id)).set('Authorization', owner.bearer).expect(200)).body);
    expect(initial).toEqual({ enabled: false, daysBefore: 2, sendAt: '09:00', dueAt: null, sentAt: null, messageId: null });

    const saved = reminderState.parse(
      (await api().put(path(tournament.id)).set('Authorization', co.bearer).send({ enabled: true, daysBefore: 3, sendAt: '18:30' }).expect(200)).body,
    );
    // Three days before January 15 at 18:30 in New York (EST, UTC-5).
    expect(saved).toEqual({ enabled: true, daysBefore: 3, sendAt: '18:30', dueAt: '2027-01-12T23:30:00.000Z', sentAt: null, messageId: null });
    expect(reminderState.parse((await api().get(path(tournament.id)).set('Authorization', owner.bearer).expect(200)).body)).toEqual(saved);

    for (const user of [desk, player]) {
      await api().get(path(tournament.id)).set('Authorization', user.bearer).expect(403);
      await api().put(path(tournament.id)).set('Authorization', user.bearer).send({ enabled: false, daysBefore: 2, sendAt: '09:00' }).expect(403);
      await api().post(path(tournament.id, '/send')).set('Authorization', user.bearer).expect(403);
    }
    await api().get(path(tournament.id)).expect(401);
    await api().post(path(tournament.id, '/send')).expect(401);
  });

  it("refuses bad settings with the contract's messages", async () => {
    const { tournament } = await field();
    const bad = async (body: object) =>
      errorBody
        .parse((await api().put(path(tournament.id)).set('Authorization', owner.bearer).send(body).expect(400)).body)
        .details?.map((detail) => detail.message);
    expect(await bad({ enabled: true, daysBefore: 0, sendAt: '09:00' })).toEqual([fieldMessageMessages.daysBeforeInvalid]);
    expect(await bad({ enabled: true, daysBefore: 15, sendAt: '09:00' })).toEqual([fieldMessageMessages.daysBeforeInvalid]);
    expect(await bad({ enabled: true, daysBefore: 2, sendAt: '9am' })).toEqual([fieldMessageMessages.reminderTimeInvalid]);
    expect(await bad({ enabled: true, daysBefore: 2, sendAt: '24:00' })).toEqual([fieldMessageMessages.reminderTimeInvalid]);
  });

  it("reaches each player once with their team's start, a join QR and link, and the event as a calendar file; a second send is 409", async () => {
    const { tournament, eagles, hawks, ann, bob, cy } = await field();
    const sent = reminderState.parse((await api().post(path(tournament.id, '/send')).set('Authorization', co.bearer).expect(200)).body);
    expect(sent.sentAt).toEqual(expect.any(String));
    expect(sent.messageId).toEqual(expect.any(String));

    const deadline = Date.now() + 30_000;
    while ([ann, bob, cy].some((address) => caughtFor(address).length === 0) && Date.now() < deadline) await settle(50);
    await settle(500);
    // Cy is on the roster twice (two cases of one address): one e-mail. Dee has no address.
    expect([ann, bob, cy].map((address) => caughtFor(address).length)).toEqual([1, 1, 1]);
    expect(caughtFor(`CY-${tournament.id.slice(0, 8)}@example.org`)).toHaveLength(0);

    const annMail = caughtFor(ann)[0]!;
    const eaglesJoin = `${base}/tournament/${tournament.id}/join?code=${eagles.inviteCode}`;
    expect(annMail.parsed.subject).toBe('See you Friday, January 15: Winter, Classic');
    expect(annMail.parsed.text).toContain('Hello Ann,');
    expect(annMail.parsed.text).toContain('When: Friday, January 15, 2027, 08:00');
    expect(annMail.parsed.text).toContain('Where: Pine Valley; North');
    expect(annMail.parsed.text).toContain('Your start: Hole 7B at 08:00');
    expect(annMail.parsed.text).toContain('Your team: Eagles');
    expect(annMail.parsed.text).toContain(`Join your team:\n${eaglesJoin}`);
    expect(annMail.parsed.html).toContain(`href="${eaglesJoin}"`);

    const calendar = calendarFields(attachmentOf(annMail, 'text/calendar')!.content.toString('utf8'));
    expect(attachmentOf(annMail, 'text/calendar')!.filename).toBe('Winter, Classic.ics');
    expect(calendar).toMatchObject({
      DTSTART: '20270115T130000Z',
      DTEND: '20270115T180000Z',
      SUMMARY: 'Winter\\, Classic',
      LOCATION: 'Pine Valley\\; North',
      URL: eaglesJoin,
      UID: `${tournament.id}@fairway-fund`,
    });

    const qr = attachmentOf(annMail, 'image/png')!;
    // Shown inline where the HTML names its cid (the parser puts the image itself in place of the cid link).
    expect(qr).toMatchObject({ cid: 'join-qr@fairway-fund', contentDisposition: 'inline', related: true });
    expect(annMail.parsed.html).toContain(`src="data:image/png;base64,${qr.content.toString('base64')}"`);
    expect(qrTextOf(qr.content)).toBe(eaglesJoin);

    // Hawks have a hole but no time yet: the day itself, all day, and their own team's link.
    const cyMail = caughtFor(cy)[0]!;
    expect(cyMail.parsed.text).toContain('Your start: Hole 1');
    expect(cyMail.parsed.text).toContain('When: Friday, January 15, 2027\n');
    expect(calendarFields(attachmentOf(cyMail, 'text/calendar')!.content.toString('utf8'))['DTSTART;VALUE=DATE']).toBe('20270115');
    expect(qrTextOf(attachmentOf(cyMail, 'image/png')!.content)).toBe(`${base}/tournament/${tournament.id}/join?code=${hawks.inviteCode}`);

    const again = await api().post(path(tournament.id, '/send')).set('Authorization', owner.bearer).expect(409);
    expect(errorBody.parse(again.body).message).toBe(fieldMessageMessages.reminderAlreadySent);
    const state = reminderState.parse((await api().get(path(tournament.id)).set('Authorization', owner.bearer).expect(200)).body);
    expect(state).toMatchObject({ sentAt: sent.sentAt, messageId: sent.messageId });
    const rows = (await testApp.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n, count(DISTINCT batch_id)::int AS batches FROM mail_outbox WHERE batch_id = $1', [sent.messageId])) as Array<{
      n: number;
      batches: number;
    }>;
    expect(rows[0]).toEqual({ n: 3, batches: 1 });
  });

  it('after the event day is over, sending now is 409', async () => {
    const { tournament } = await field(isoDay(-3), 'UTC');
    const over = await api().post(path(tournament.id, '/send')).set('Authorization', owner.bearer).expect(409);
    expect(errorBody.parse(over.body).message).toBe(fieldMessageMessages.eventOver);
  });

  describe('the due-reminder job', () => {
    let second: NestExpressApplication;

    beforeAll(async () => {
      second = await createApp({
        config: testConfig(testApp.database.url, { SMTP_URL: smtp.url, PUBLIC_BASE_URL: base, MAIL_POLL_MS: '100' }),
        databaseUrl: testApp.database.url,
      });
    });
    afterAll(() => second?.close());

    it('sends a due reminder once while two API processes race for it, and never one not due or for a day that is over', async () => {
      const due = await field(isoDay(1), 'UTC');
      const notYet = await field(isoDay(5), 'UTC');
      const over = await field(isoDay(-1), 'UTC');
      for (const { tournament } of [due, notYet, over])
        await api().put(path(tournament.id)).set('Authorization', owner.bearer).send({ enabled: true, daysBefore: 1, sendAt: '00:00' }).expect(200);

      await Promise.all([
        testApp.app.get(OnceMessagesJob).tick(),
        second.get(OnceMessagesJob).tick(),
        testApp.app.get(ReminderService).sendDue(),
        second.get(ReminderService).sendDue(),
      ]);

      const reminders = (await testApp.app
        .get(DataSource)
        .query("SELECT tournament_id, sent_by, sent_by_name FROM field_messages WHERE kind = 'reminder' AND tournament_id = ANY($1)", [
          [due, notYet, over].map(({ tournament }) => tournament.id),
        ])) as Array<{ tournament_id: string; sent_by: string; sent_by_name: string }>;
      expect(reminders).toEqual([{ tournament_id: due.tournament.id, sent_by: owner.uid, sent_by_name: 'owner (scheduled)' }]);

      const deadline = Date.now() + 30_000;
      while ([due.ann, due.bob, due.cy].some((address) => caughtFor(address).length === 0) && Date.now() < deadline) await settle(50);
      await settle(1_000);
      expect([due.ann, due.bob, due.cy].map((address) => caughtFor(address).length)).toEqual([1, 1, 1]);
      expect([notYet.ann, over.ann].map((address) => caughtFor(address).length)).toEqual([0, 0]);
      const state = reminderState.parse((await api().get(path(due.tournament.id)).set('Authorization', owner.bearer).expect(200)).body);
      expect(state.sentAt).toEqual(expect.any(String));

      // Sending it now afterwards is the same reminder: 409.
      await api().post(path(due.tournament.id, '/send')).set('Authorization', owner.bearer).expect(409);
    });
  });
});
