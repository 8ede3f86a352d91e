import { randomUUID } from 'node:crypto';
import { auctionItem, auctionMessages } from '@fairway/contracts/auction';
import { auctionBill } from '@fairway/contracts/auction-desk';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser } from './support/test-users';

describe('the auction where no payment provider is configured: winners pay at the desk', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { PAYMENTS_TEST_PROVIDER: 'false' } });
  });

  afterAll(() => testApp?.close());

  it('says so on the bill and in the winner’s e-mail, and refuses an online checkout with 409 (never a 503 a phone would retry)', async () => {
    const [owner, guest] = await Promise.all([signUpTestUser('anp-owner'), signUpTestUser('anp-guest')]);
    const tournament = await fixtures(testApp.app).tournament({ adminUserId: owner.uid });
    const base = `/api/tournaments/${tournament.id}/auction`;
    const as = (call: request.Test, user = owner) => call.set('Authorization', user.bearer);
    await as(request(testApp.http).put(`${base}/settings`))
      .send({ closesAt: new Date(Date.now() + 3_600_000).toISOString(), whoMayBid: 'signed-in' })
      .expect(200);
    const item = auctionItem.parse(
      (
        await as(request(testApp.http).post(`${base}/items`))
          .send({ title: 'Driver', startingBidCents: 5_000, buyNowCents: 9_000 })
          .expect(201)
      ).body,
    );
    await as(request(testApp.http).post(`${base}/items/${item.id}/bids`), guest)
      .send({ idempotencyKey: randomUUID(), amountCents: 9_000 })
      .expect(201);

    const bill = auctionBill.parse((await as(request(testApp.http).get(`${base}/my-bill`), guest).expect(200)).body);
    expect(bill).toMatchObject({ dueCents: 9_000, onlinePayment: false });
    const refused = await as(request(testApp.http).post(`${base}/my-bill/checkout`), guest).expect(409);
    expect(refused.body.message).toBe(auctionMessages.onlinePaymentUnavailable);
    const [mail] = (await testApp.app
      .get(DataSource)
      .query(`SELECT data FROM mail_outbox WHERE template = 'auction-won' AND tournament_id = $1`, [tournament.id])) as Array<{
      data: { payPath: string | null };
    }>;
    expect(mail!.data.payPath).toBeNull();
  });
});
