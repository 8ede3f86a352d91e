import { randomUUID } from 'node:crypto';
import { revealState } from '@fairway/contracts/awards';
import { resultsState } from '@fairway/contracts/field-message';
import { cardGiftCheckout, type CardGiftCheckout, giftReceipt } from '@fairway/contracts/gift';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { OnceMessagesJob } from '../src/modules/messages/reminder/once-messages.job';
import { waitFor } from './payments/support/payments-harness';
import { postRounds, round } from './round-helpers';
import { fixtures, type Fixtures } from './support/fixtures';
import { SmtpCatcher } from './support/smtp-catcher';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

const base = 'https://golf.example.org';
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the results and the donors’ thank-you after Close Scoring', () => {
  const smtp = new SmtpCatcher();
  let testApp: TestApp;
  let setup: Fixtures;
  let owner: TestUser, desk: TestUser;
  const api = () => request(testApp.http);
  const caughtFor = (address: string, template: string) =>
    smtp.messages.filter((message) => message.to.includes(address) && message.parsed.headers.get('x-fairway-mail') === template);

  beforeAll(async () => {
    await smtp.start();
    testApp = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: `${base}/`, MAIL_POLL_MS: '100' } });
    // The test payment provider delivers its webhook to the listening API.
    await testApp.app.listen(0, '127.0.0.1');
    setup = fixtures(testApp.app);
    [owner, desk] = (await Promise.all([signUpTestUser('owner'), signUpTestUser('desk')])) as [TestUser, TestUser];
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp.stop();
  });

  async function cardGift(tournamentId: string, amount: number, donorName: string, contactEmail: string): Promise<CardGiftCheckout> {
    const gift = cardGiftCheckout.parse(
      (
        await api()
          .post(`/api/tournaments/${tournamentId}/donations/card`)
          .set('Origin', 'http://localhost:8080')
          .send({ entryId: randomUUID(), amount, donorName, contactEmail })
          .expect(201)
      ).body,
    );
    await api()
      .post(`/api/payments/test-checkout/${gift.checkoutUrl.split('/').pop()!}/pay`)
      .type('form')
      .send({ card: '4242424242424242' });
    await waitFor(
      async () => giftReceipt.parse((await api().get(`/api/receipts/${gift.token}`).expect(200)).body).state,
      (state) => state === 'paid',
    );
    return gift;
  }

  /**
   * Eagles -2 win; Hawks and Owls tie on -1 (both 2nd); Doves have no score. Ann plays for the Eagles and gave $50 in
   * cash and $25 by card; Gus only gave, $120 by card.
   */
  async function finishedDay() {
    const tournament = await setup.tournament({ adminUserId: owner.uid, name: 'Autumn Classic', format: 'stroke-play' });
    await setup.eventMember(tournament.id, desk, 'check-in');
    const tag = tournament.id.slice(0, 8);
    const address = (name: string) => `${name}-${tag}@example.org`;
    const eagles = await setup.team(
      tournament.id,
      [
        { name: 'Ann', email: address('ann'), handicap: 0 },
        { name: 'Bob', email: address('bob'), handicap: 0 },
      ],
      { name: 'Eagles' },
    );
    const hawks = await setup.team(tournament.id, [{ name: 'Cy', email: address('cy'), handicap: 0 }], { name: 'Hawks' });
    const owls = await setup.team(tournament.id, [{ name: 'Dee', email: address('dee'), handicap: 0 }], { name: 'Owls' });
    await setup.team(tournament.id, [{ name: 'Eve', email: address('eve'), handicap: 0 }], { name: 'Doves' });
    await postRounds(testApp.app, owner, [
      [eagles, round({ 1: -1, 17: -1 })],
      [hawks, round({ 4: -1 })],
      [owls, round({ 9: -1 })],
    ]);
    await api()
      .post(`/api/tournaments/${tournament.id}/ledger`)
      .set('Authorization', owner.bearer)
      .send({ kind: 'donation', amount: 50, donorName: 'Ann', contactEmail: address('ann'), method: 'cash' })
      .expect(201);
    const annCard = await cardGift(tournament.id, 25, 'Ann', address('ANN'));
    const gusCard = await cardGift(tournament.id, 120, 'Gus Giver', address('gus'));
    return { tournament, address, annCard, gusCard };
  }

  const closeScoring = (tournamentId: string) =>
    api().post(`/api/tournaments/${tournamentId}/awards/close-scoring`).set('Authorization', owner.bearer).expect(200);
  const results = async (tournamentId: string) =>
    resultsState.parse((await api().get(`/api/tournaments/${tournamentId}/messages/results`).set('Authorization', owner.bearer).expect(200)).body);

  it("mails each player their team's place, the money raised and the winners, and each donor a thank-you with their receipt, once", async () => {
    const { tournament, address, annCard, gusCard } = await finishedDay();
    expect(await results(tournament.id)).toEqual({ scoringClosedAt: null, sentAt: null, messageId: null });
    await api().get(`/api/tournaments/${tournament.id}/messages/results`).set('Authorization', desk.bearer).expect(403);
    await api().get(`/api/tournaments/${tournament.id}/messages/results`).expect(401);

    await closeScoring(tournament.id);
    const expected: Array<[string, string]> = [
      ...['ann', 'bob', 'cy', 'dee', 'eve'].map((name) => [address(name), 'event-results'] as [string, string]),
      [address('ann'), 'donor-thank-you'],
      [address('gus'), 'donor-thank-you'],
    ];
    await waitFor(
      () => expected.filter(([to, template]) => caughtFor(to, template).length === 0).length,
      (missing) => missing === 0,
      30_000,
    );
    await settle(500);
    expect(expected.map(([to, template]) => caughtFor(to, template).length)).toEqual(expected.map(() => 1));
    expect(caughtFor(address('gus'), 'event-results')).toHaveLength(0);

    const text = (name: string, template = 'event-results') => caughtFor(address(name), template)[0]!.parsed.text!;
    expect(caughtFor(address('ann'), 'event-results')[0]!.parsed.subject).toBe('The results of Autumn Classic');
    expect(text('ann')).toContain('Eagles finished 1st of 3.');
    expect(text('cy')).toContain('Hawks finished 2nd of 3.');
    expect(text('dee')).toContain('Owls finished 2nd of 3.');
    expect(text('eve')).toContain('Doves has no score on the final leaderboard.');
    expect(text('bob')).toContain('Together we raised $195.00 for Junior Golf Foundation.');
    expect(text('bob')).toContain('THE WINNERS');
    expect(text('bob')).toContain('THE WINNERS\n1st Place: Eagles\n2nd Place: Hawks, Owls');
    expect(text('bob')).toContain(`See the final leaderboard:\n${base}/leaderboard?tournamentId=${tournament.id}`);

    // Ann gave twice (one address in two cases): one thank-you for both gifts, with her card gift's receipt.
    expect(text('ann', 'donor-thank-you')).toContain('Thank you for your gift of $75.00 to Junior Golf Foundation through Autumn Classic.');
    expect(text('ann', 'donor-thank-you')).toContain('raised $195.00');
    expect(text('ann', 'donor-thank-you')).toContain(`View your receipt:\n${base}/tournament/${tournament.id}/donate/receipt/${annCard.token}`);
    expect(text('gus', 'donor-thank-you')).toContain('Hello Gus Giver,');
    expect(text('gus', 'donor-thank-you')).toContain(`${base}/tournament/${tournament.id}/donate/receipt/${gusCard.token}`);

    const state = await results(tournament.id);
    expect(state).toEqual({ scoringClosedAt: expect.any(String), sentAt: expect.any(String), messageId: expect.any(String) });
    const [history] = (await testApp.app
      .get(DataSource)
      .query('SELECT sent_by, (SELECT count(*)::int FROM mail_outbox o WHERE o.batch_id = m.id) AS mails FROM field_messages m WHERE m.id = $1', [
        state.messageId,
      ])) as Array<{
      sent_by: string;
      mails: number;
    }>;
    expect(history).toEqual({ sent_by: owner.uid, mails: 7 });

    // Closing scoring again sends nothing more.
    const caught = smtp.messages.length;
    await closeScoring(tournament.id);
    await settle(1_500);
    expect(smtp.messages.length).toBe(caught);
    expect(await results(tournament.id)).toEqual(state);
    const [{ n }] = (await testApp.app
      .get(DataSource)
      .query("SELECT count(*)::int AS n FROM field_messages WHERE tournament_id = $1 AND kind = 'results'", [tournament.id])) as [{ n: number }];
    expect(n).toBe(1);
  });
  it('with the last holes hidden for the ceremony, waits for the ceremony to finish: the e-mails never tell the winners first', async () => {
    const { tournament, address } = await finishedDay();
    await api().put(`/api/tournaments/${tournament.id}/awards/settings`).set('Authorization', owner.bearer).send({ hiddenHoles: 3 }).expect(200);
    await closeScoring(tournament.id);
    await settle(1_500);
    expect(caughtFor(address('ann'), 'event-results')).toHaveLength(0);
    expect(caughtFor(address('gus'), 'donor-thank-you')).toHaveLength(0);
    expect(await results(tournament.id)).toEqual({ scoringClosedAt: expect.any(String), sentAt: null, messageId: null });

    const reveal = async (action: string) =>
      revealState.parse(
        (await api().post(`/api/tournaments/${tournament.id}/awards/reveal`).set('Authorization', owner.bearer).send({ action }).expect(200)).body,
      );
    let state = await reveal('start');
    while (state.step < state.total || state.phase === 'announced') state = await reveal(state.phase === 'announced' ? 'reveal' : 'announce');
    expect(caughtFor(address('ann'), 'event-results')).toHaveLength(0);
    await reveal('finish');

    await waitFor(
      () => caughtFor(address('ann'), 'event-results').length + caughtFor(address('gus'), 'donor-thank-you').length,
      (count) => count === 2,
      30_000,
    );
    expect(caughtFor(address('ann'), 'event-results')[0]!.parsed.text).toContain('Eagles finished 1st of 3.');
    expect((await results(tournament.id)).sentAt).toEqual(expect.any(String));
  });
  it('sends the results a close did not get to (its process stopped) on the next round of any process, and only for recent closes', async () => {
    const stopped = await finishedDay();
    const old = await finishedDay();
    // Scoring closed, as far as the database knows, without the close's listeners having run.
    const closedAgo = (tournamentId: string, interval: string) =>
      testApp.app
        .get(DataSource)
        .query(`INSERT INTO awards_ceremonies (tournament_id, scoring_closed_at) VALUES ($1, now() - $2::interval)`, [tournamentId, interval]);
    await closedAgo(stopped.tournament.id, '5 minutes');
    await closedAgo(old.tournament.id, '4 days');

    await Promise.all([testApp.app.get(OnceMessagesJob).tick(), testApp.app.get(OnceMessagesJob).tick()]);
    await waitFor(
      () => caughtFor(stopped.address('ann'), 'event-results').length,
      (count) => count === 1,
      30_000,
    );
    await settle(1_000);
    expect(caughtFor(stopped.address('ann'), 'event-results')).toHaveLength(1);
    expect(caughtFor(stopped.address('gus'), 'donor-thank-you')).toHaveLength(1);
    expect(caughtFor(old.address('ann'), 'event-results')).toHaveLength(0);
    const [row] = (await testApp.app
      .get(DataSource)
      .query("SELECT sent_by, sent_by_name FROM field_messages WHERE tournament_id = $1 AND kind = 'results'", [stopped.tournament.id])) as Array<{
      sent_by: string | null;
      sent_by_name: string;
    }>;
    expect(row).toEqual({ sent_by: null, sent_by_name: 'Sent automatically after Close Scoring' });
  });
});
