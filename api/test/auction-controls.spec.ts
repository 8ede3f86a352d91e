import { randomUUID } from 'node:crypto';
import { auctionItem, auctionMessages, maxAuctionPhotoBytes, placeBidResponse } from '@fairway/contracts/auction';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures } from './support/fixtures';
import { openEventStream } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a photo of a signed flag')]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a photo of a putter')]);

describe("the organiser's controls: close now, extend, withdraw, photos (real PostgreSQL)", () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let owner: TestUser;
  let bidders: TestUser[];

  const api = () => request(testApp.http);
  const as = (user: TestUser, call: request.Test) => call.set('Authorization', user.bearer);
  const db = () => testApp.app.get(DataSource);

  async function auction() {
    const tournament = await fx.tournament({ adminUserId: owner.uid });
    const base = `/api/tournaments/${tournament.id}/auction`;
    const closesAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await as(owner, api().put(`${base}/settings`))
      .send({ closesAt, softCloseMinutes: 0, whoMayBid: 'signed-in' })
      .expect(200);
    const addItem = async () =>
      auctionItem.parse(
        (
          await as(owner, api().post(`${base}/items`))
            .send({ title: 'Signed flag', startingBidCents: 10_000, incrementRule: { kind: 'fixed', cents: 500 } })
            .expect(201)
        ).body,
      );
    const bid = (user: TestUser, itemId: string) => as(user, api().post(`${base}/items/${itemId}/bids`)).send({ idempotencyKey: randomUUID() });
    return { tournament, base, closesAt, addItem, bid };
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    [owner, ...bidders] = await Promise.all([
      signUpTestUser('controls-owner'),
      ...Array.from({ length: 3 }, (_, index) => signUpTestUser(`controls-${index}`)),
    ]);
    await testApp.app.listen(0, '127.0.0.1');
  });

  afterAll(() => testApp?.close());

  it('closes an item now at the database clock: the next bid is refused; a closed item is neither closed nor extended again', async () => {
    const { base, addItem, bid } = await auction();
    const item = await addItem();
    const leader = placeBidResponse.parse((await bid(bidders[0]!, item.id).expect(201)).body);
    await as(bidders[0]!, api().post(`${base}/items/${item.id}/close`)).expect(403);
    const before = Date.now();
    const closed = auctionItem.parse((await as(owner, api().post(`${base}/items/${item.id}/close`)).expect(200)).body);
    expect(Math.abs(Date.parse(closed.closesAt!) - before)).toBeLessThan(5_000);
    expect(closed.state).toBe('sold');
    // Its winner is settled at once, in the close's own transaction.
    const wins = (await db().query('SELECT bidder_number, price_cents FROM auction_wins WHERE item_id = $1', [item.id])) as unknown[];
    expect(wins).toEqual([{ bidder_number: leader.bidderNumber, price_cents: 10_000 }]);
    expect((await bid(bidders[1]!, item.id).expect(409)).body.message).toBe(auctionMessages.auctionClosed);
    expect((await as(owner, api().post(`${base}/items/${item.id}/close`)).expect(409)).body.message).toBe(auctionMessages.itemNotOpen);
    const extend = await as(owner, api().post(`${base}/items/${item.id}/extend`))
      .send({ minutes: 5 })
      .expect(409);
    expect(extend.body.message).toBe(auctionMessages.itemNotOpen);
  });

  it("extends an item N minutes past its close now (the auction's, or its own), told on the live stream", async () => {
    const { tournament, base, closesAt, addItem } = await auction();
    const item = await addItem();
    const live = await openEventStream(`${await testApp.app.getUrl()}/api/tournaments/${tournament.id}/events`);
    try {
      await live.next('leaderboard');
      const extended = auctionItem.parse(
        (
          await as(owner, api().post(`${base}/items/${item.id}/extend`))
            .send({ minutes: 15 })
            .expect(200)
        ).body,
      );
      expect(Date.parse(extended.closesAt!)).toBe(Date.parse(closesAt) + 15 * 60_000);
      expect(extended.ownClosesAt).toBe(extended.closesAt);
      const told = await live.next('auction', (event) => event.data.items.some((shown) => shown.id === item.id && shown.closesAt === extended.closesAt));
      expect(told.data.items).toHaveLength(1);
      const again = auctionItem.parse(
        (
          await as(owner, api().post(`${base}/items/${item.id}/extend`))
            .send({ minutes: 5 })
            .expect(200)
        ).body,
      );
      expect(Date.parse(again.closesAt!)).toBe(Date.parse(closesAt) + 20 * 60_000);
      for (const minutes of [0, 241, 1.5, 'ten']) {
        const refused = await as(owner, api().post(`${base}/items/${item.id}/extend`))
          .send({ minutes })
          .expect(400);
        expect(refused.body.message).toBe(auctionMessages.extendInvalid);
      }
      await as(owner, api().post(`${base}/items/${randomUUID()}/extend`))
        .send({ minutes: 5 })
        .expect(404);

      // Withdrawn through PUT: told on the stream too, and it takes no more bids.
      await as(owner, api().put(`${base}/items/${item.id}`))
        .send({ title: 'Signed flag', startingBidCents: 10_000, incrementRule: { kind: 'fixed', cents: 500 }, status: 'withdrawn' })
        .expect(200);
      await live.next('auction', (event) => event.data.items.some((shown) => shown.id === item.id && shown.state === 'withdrawn'));
    } finally {
      live.close();
    }
  });

  it('keeps up to 4 photos (PNG, JPEG or WebP by their bytes, at most 512 KB), served with their type; deletes one by its place', async () => {
    const { base, addItem } = await auction();
    const item = await addItem();
    const upload = (bytes: Buffer, type = 'image/png') =>
      as(owner, api().post(`${base}/items/${item.id}/photos`))
        .set('Content-Type', type)
        .send(bytes);
    const first = auctionItem.parse((await upload(png).expect(201)).body);
    expect(first.photos).toHaveLength(1);
    expect(first.photos[0]).toMatch(new RegExp(`^${base}/items/${item.id}/photos/[0-9a-f-]{36}$`));
    const served = await api().get(first.photos[0]!).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(served.body as Buffer)).toEqual(png);

    // A browser's form works too.
    const form = await as(owner, api().post(`${base}/items/${item.id}/photos`)).attach('photo', jpeg, { filename: 'putter.jpg', contentType: 'image/jpeg' });
    expect(form.status).toBe(201);
    const second = auctionItem.parse(form.body);
    expect((await api().get(second.photos[1]!).expect(200)).headers['content-type']).toBe('image/jpeg');

    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml').expect(400);
    expect(svg.body.message).toBe(auctionMessages.photoTypeInvalid);
    const large = await upload(Buffer.concat([png, Buffer.alloc(maxAuctionPhotoBytes)])).expect(413);
    expect(large.body.message).toBe(auctionMessages.photoTooLarge);
    await as(bidders[0]!, api().post(`${base}/items/${item.id}/photos`))
      .set('Content-Type', 'image/png')
      .send(png)
      .expect(403);

    await upload(png).expect(201);
    await upload(png).expect(201);
    expect((await upload(png).expect(409)).body.message).toBe(auctionMessages.tooManyPhotos);

    const afterDelete = auctionItem.parse((await as(owner, api().delete(`${base}/items/${item.id}/photos/0`)).expect(200)).body);
    expect(afterDelete.photos).toEqual([second.photos[1], ...afterDelete.photos.slice(1)]);
    expect(afterDelete.photos).toHaveLength(3);
    await api().get(first.photos[0]!).expect(404);
    await as(owner, api().delete(`${base}/items/${item.id}/photos/3`)).expect(404);
    await as(owner, api().delete(`${base}/items/${item.id}/photos/9`)).expect(400);
  });

  it('mails an outbid bidder only when away: held a minute, withdrawn when they bid again, at most once in ten minutes', async () => {
    const { tournament, addItem, bid } = await auction();
    const item = await addItem();
    const [away, onPage, rival] = bidders as [TestUser, TestUser, TestUser];
    const mails = async () =>
      (await db().query(
        `SELECT recipient, state, EXTRACT(EPOCH FROM next_attempt_at - created_at)::int AS held FROM mail_outbox
          WHERE template = 'auction-outbid' AND tournament_id = $1 ORDER BY created_at`,
        [tournament.id],
      )) as Array<{ recipient: string; state: string; held: number }>;

    const of = async (user: TestUser) => (await mails()).filter((mail) => mail.recipient === user.email).map((mail) => `${mail.state} after ${mail.held} s`);

    await bid(away, item.id).expect(201);
    await bid(rival, item.id).expect(201);
    expect(await mails()).toEqual([{ recipient: away.email, state: 'queued', held: 60 }]);
    // That e-mail went; the bidder comes back, bids and is outbid again within ten minutes: no second e-mail.
    await db().query(`UPDATE mail_outbox SET state = 'sent' WHERE tournament_id = $1`, [tournament.id]);
    await bid(away, item.id).expect(201);
    await bid(rival, item.id).expect(201);
    expect(await of(away)).toEqual(['sent after 60 s']);
    // Ten minutes on, the next outbid is mailed.
    await db().query(`UPDATE auction_outbid_notices SET queued_at = now() - interval '11 minutes' WHERE item_id = $1`, [item.id]);
    await bid(away, item.id).expect(201);
    await bid(rival, item.id).expect(201);
    expect(await of(away)).toEqual(['sent after 60 s', 'queued after 60 s']);

    // A bidder on the page answers within the minute: the e-mail waiting for them is withdrawn, never sent.
    // (The rival, outbid twice by the first bidder above, answered each time: both withdrawn.)
    expect(await of(rival)).toEqual(['withdrawn after 60 s', 'withdrawn after 60 s']);
    await bid(onPage, item.id).expect(201);
    expect((await of(rival)).at(-1)).toBe('queued after 60 s');
    await bid(rival, item.id).expect(201);
    expect((await of(rival)).at(-1)).toBe('withdrawn after 60 s');
    expect(await of(onPage)).toEqual(['queued after 60 s']);
    placeBidResponse.parse((await bid(onPage, item.id).expect(201)).body);
    expect(await of(onPage)).toEqual(['withdrawn after 60 s']);
    // Withdrawn, the quiet window is free again: outbid once more, they are mailed (held a minute again).
    await bid(rival, item.id).expect(201);
    expect(await of(onPage)).toEqual(['withdrawn after 60 s', 'queued after 60 s']);
  });
});
