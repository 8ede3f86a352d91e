import { charityUpdateResponse, messages, tournament } from '@fairway/contracts';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import request from 'supertest';
import { TournamentEntity } from '../src/modules/tournament/tournament.entity';
import { appWithFixtures } from './support/fixtures';
import { refusedCallers } from './support/test-users';

const invalidLink = 'Invalid Link Format: Please enter a valid URL starting with http:// or https://';
const unknownId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('charity fields over HTTP', () => {
  const suite = appWithFixtures('admin', 'other', 'member');
  const { admin, other, member } = suite.users;
  let target: TournamentEntity;

  const api = () => request(suite.testApp.http);
  const read = async (id = target.id) => tournament.parse((await api().get(`/api/tournaments/${id}`).expect(200)).body);
  const stored = (id = target.id) => suite.setup.dataSource.getRepository(TournamentEntity).findOneByOrFail({ id });
  const patch = (field: string, body: unknown, bearer?: string, id = target.id) => {
    const call = api().patch(`/api/tournaments/${id}/${field}`);
    if (bearer) call.set('Authorization', bearer);
    return call.send(body as object);
  };

  beforeAll(async () => {
    target = await suite.setup.tournament({ adminUserId: admin.uid, charityGoalCents: 500_000, charityRaisedCents: 0 });
    await suite.setup.team(target.id, [{ name: 'Member', email: member.email }]);
  });

  const routes = [
    ['charity-goal', { charityGoal: 1 }],
    ['charity-raised', { charityRaised: 1 }],
    ['charity-paypal', { charityPaypalLink: 'https://paypal.me/hijack' }],
  ] as const;

  describe.each(routes)('PATCH /api/tournaments/:id/%s access', (field, body) => {
    it.each(refusedCallers(other, member))('refuses %s and changes nothing', async (_who, bearer, status) => {
      const before = await read();
      const response = await patch(field, body, bearer()).expect(status);
      expect(response.body.statusCode).toBe(status);
      expect(await read()).toEqual(before);
    });

    it("answers 404 'Tournament Not Found' for an unknown tournament and 400 for a malformed id", async () => {
      const missing = await patch(field, body, admin.bearer, unknownId).expect(404);
      expect(missing.body.message).toBe(messages.tournament.notFound);
      await patch(field, body, admin.bearer, 'nope').expect(400);
    });
  });

  describe('PATCH /api/tournaments/:id/charity-goal', () => {
    it.each([
      [2500, 2500],
      ['12000', 12000],
      [0, 0],
    ])('lets the admin set the goal to %p (whole dollars, stored in cents)', async (input, dollars) => {
      const response = await patch('charity-goal', { charityGoal: input }, admin.bearer).expect(200);
      expect(charityUpdateResponse.parse(response.body)).toMatchObject({ id: target.id, charityGoal: dollars, milestonesCrossed: [] });
      expect((await stored()).charityGoalCents).toBe(dollars * 100);
    });

    it.each([-1, '-1', 12.5, 'abc', '', null, undefined])("refuses %p with 'Please enter a valid charity goal'", async (input) => {
      const before = await read();
      const response = await patch('charity-goal', { charityGoal: input }, admin.bearer).expect(400);
      expect(response.body.details).toEqual([{ path: 'charityGoal', message: fundraisingMessages.charityGoalInvalid }]);
      expect(await read()).toEqual(before);
    });

    it('refuses an amount beyond what the API stores', async () => {
      const response = await patch('charity-goal', { charityGoal: 10_000_001 }, admin.bearer).expect(400);
      expect(response.body.details[0].message).toBe(fundraisingMessages.charityAmountTooLarge);
    });
  });

  describe('PATCH /api/tournaments/:id/charity-raised', () => {
    it('stores dollars and cents exactly and replies with charityRaised', async () => {
      const response = await patch('charity-raised', { charityRaised: '1234.56' }, admin.bearer).expect(200);
      expect(charityUpdateResponse.parse(response.body).charityRaised).toBe(1234.56);
      expect((await stored()).charityRaisedCents).toBe(123_456);
      const again = await patch('charity-raised', { charityRaised: 19.99 }, admin.bearer).expect(200);
      expect(again.body.charityRaised).toBe(19.99);
      expect((await stored()).charityRaisedCents).toBe(1_999);
    });

    it('reports each milestone the new amount crosses, once, and none when it goes down or stays', async () => {
      await patch('charity-raised', { charityRaised: 0 }, admin.bearer).expect(200);
      const steps: Array<[number, number[]]> = [
        [999.99, []],
        [2600, [1000, 2500]],
        [2600, []],
        [10000, [5000, 7500, 10000]],
        [4000, []],
        [30000, [5000, 7500, 10000, 15000, 20000, 25000]],
      ];
      for (const [amount, crossed] of steps) {
        const response = await patch('charity-raised', { charityRaised: amount }, admin.bearer).expect(200);
        expect(charityUpdateResponse.parse(response.body)).toMatchObject({ charityRaised: amount, milestonesCrossed: crossed });
      }
    });

    it('reports a milestone once when two admins raise the amount at the same moment', async () => {
      const shared = await suite.setup.tournament({ adminUserId: admin.uid, charityRaisedCents: 0 });
      // Hold the row so both requests are in flight together before either can write.
      const blocker = suite.setup.dataSource.createQueryRunner();
      await blocker.startTransaction();
      await blocker.query('SELECT id FROM tournaments WHERE id = $1 FOR UPDATE', [shared.id]);
      const pending = [2600, 2600].map((amount) => patch('charity-raised', { charityRaised: amount }, admin.bearer, shared.id).then((reply) => reply));
      await new Promise((resolve) => setTimeout(resolve, 500));
      await blocker.commitTransaction();
      await blocker.release();
      const replies = await Promise.all(pending);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      const reported = replies.flatMap((reply) => reply.body.milestonesCrossed as number[]).sort((a, b) => a - b);
      expect(reported).toEqual([1000, 2500]);
    });

    it('lets an admin named by e-mail update it', async () => {
      const byEmail = await suite.setup.tournament({ adminUserId: admin.email, charityRaisedCents: 0 });
      const response = await patch('charity-raised', { charityRaised: 1000 }, admin.bearer, byEmail.id).expect(200);
      expect(response.body).toMatchObject({ charityRaised: 1000, milestonesCrossed: [1000] });
    });

    it.each(['12.345', 12.345, -0.01, '-5', '1,000', 'ten', '', '.5', null])("refuses %p with 'Please enter a valid amount raised'", async (input) => {
      const before = await read();
      const response = await patch('charity-raised', { charityRaised: input }, admin.bearer).expect(400);
      expect(response.body.details).toEqual([{ path: 'charityRaised', message: fundraisingMessages.charityRaisedInvalid }]);
      expect(await read()).toEqual(before);
    });
  });

  describe('PATCH /api/tournaments/:id/charity-paypal', () => {
    it('sets a link, then removes it with an empty value or null', async () => {
      const set = await patch('charity-paypal', { charityPaypalLink: ' https://paypal.me/juniorgolf ' }, admin.bearer).expect(200);
      expect(charityUpdateResponse.parse(set.body)).toMatchObject({ charityPaypalLink: 'https://paypal.me/juniorgolf', milestonesCrossed: [] });
      const cleared = await patch('charity-paypal', { charityPaypalLink: '' }, admin.bearer).expect(200);
      expect(cleared.body.charityPaypalLink).toBeNull();
      await patch('charity-paypal', { charityPaypalLink: 'http://example.org/give' }, admin.bearer).expect(200);
      const nulled = await patch('charity-paypal', { charityPaypalLink: null }, admin.bearer).expect(200);
      expect(nulled.body.charityPaypalLink).toBeNull();
      expect((await stored()).charityPaypalLink).toBeNull();
    });

    it.each(['paypal.me/charity', 'ftp://paypal.me', 'https://', 'javascript:alert(1)', 42, undefined])(
      'refuses %p with the invalid link message',
      async (input) => {
        await patch('charity-paypal', { charityPaypalLink: 'https://paypal.me/kept' }, admin.bearer).expect(200);
        const response = await patch('charity-paypal', { charityPaypalLink: input }, admin.bearer).expect(400);
        expect(response.body.details).toEqual([{ path: 'charityPaypalLink', message: invalidLink }]);
        expect((await read()).charityPaypalLink).toBe('https://paypal.me/kept');
      },
    );
  });
});
