// The one rule for fields a route does not take: they are ignored (dropped before the service sees them),
// so a client can never set what the server owns (ids, the admin, invite codes, links to accounts,
// computed scores) by adding it to a body.
import { localCalendarDate, team as teamSchema, tournament as tournamentSchema } from '@fairway/contracts';
import { auctionCatalogue, placeBidResponse } from '@fairway/contracts/auction';
import request from 'supertest';
import { courseCatalogue } from '../../src/database/seeds/course-catalogue';
import { appWithFixtures } from '../support/fixtures';
import { openAuction } from './support/auction-attack-world';
import { buildWorld, type Cast, signUpCast, snapshot } from './support/attack-world';

describe('fields the server owns are ignored in every body', () => {
  const suite = appWithFixtures();
  let cast: Cast;
  const http = () => request(suite.testApp.http);
  const foreignId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

  beforeAll(async () => {
    cast = await signUpCast();
  });

  it('a new tournament belongs to its creator, whatever adminUserId or id the body names', async () => {
    const body = { name: 'Mine', date: localCalendarDate(), course: courseCatalogue[0]!.name, format: 'scramble', charityName: 'Kids', charityGoal: 50 };
    const response = await http()
      .post('/api/tournaments')
      .set('Authorization', cast.stranger.bearer)
      .send({ ...body, adminUserId: cast.admin.uid, id: foreignId })
      .expect(201);
    const created = tournamentSchema.parse(response.body);
    expect(created.adminUserId).toBe(cast.stranger.uid);
    expect(created.id).not.toBe(foreignId);
  });

  it('a team keeps its own code, tournament and progress, and a player row its account link', async () => {
    const world = await buildWorld(suite.setup, cast);
    const created = await http()
      .post(`/api/tournaments/${world.tournamentId}/teams`)
      .set('Authorization', cast.stranger.bearer)
      .send({ name: 'Sneaky', startingHole: 4, players: [], inviteCode: world.team.inviteCode, currentHole: 18, tournamentId: foreignId })
      .expect(201);
    expect(teamSchema.parse(created.body)).toMatchObject({ tournamentId: world.tournamentId, currentHole: 4 });
    expect(created.body.inviteCode).not.toBe(world.team.inviteCode);

    const before = await snapshot(suite.setup.dataSource, world.tournamentId);
    await http()
      .patch(`/api/teams/${world.team.id}`)
      .set('Authorization', cast.member.bearer)
      .send({ name: 'Mia Member', inviteCode: 'AAAAAA', tournamentId: foreignId, currentHole: 17 })
      .expect(200);
    await http()
      .patch(`/api/players/${world.team.playerIds[1]}`)
      .set('Authorization', cast.member.bearer)
      .send({ handicap: 20, userId: cast.stranger.uid, teamId: world.otherTeam.id })
      .expect(200);
    // Names and handicaps were rewritten with their own values; nothing else moved.
    expect(
      JSON.parse(await snapshot(suite.setup.dataSource, world.tournamentId)).players.map((p: { user_id: string | null; team_id: string }) => [
        p.user_id,
        p.team_id,
      ]),
    ).toEqual(JSON.parse(before).players.map((p: { user_id: string | null; team_id: string }) => [p.user_id, p.team_id]));
    const teams = await http().get(`/api/tournaments/${world.tournamentId}/teams`).set('Authorization', cast.member.bearer).expect(200);
    expect(teams.body.find((team: { id: string }) => team.id === world.team.id)).toMatchObject({
      inviteCode: world.team.inviteCode,
      tournamentId: world.tournamentId,
      currentHole: 2,
    });
  });

  it("a bid is the caller's own, whatever bidder number, account or price the body names", async () => {
    const world = await buildWorld(suite.setup, cast);
    const auction = await openAuction(suite.testApp, world.tournamentId, cast.admin);
    const itemId = await auction.addItem();
    const theirs = placeBidResponse.parse((await auction.bid(cast.otherMember, itemId, { maxBidCents: 20_000 }).expect(201)).body);
    const forged = { bidderNumber: theirs.bidderNumber, bidderId: String(theirs.bidderNumber), placedBy: cast.otherMember.uid, userId: cast.otherMember.uid };
    const mine = placeBidResponse.parse((await auction.bid(cast.member, itemId, { ...forged, priceCents: 1, outcome: 'winning' }).expect(201)).body);
    expect(mine.bidderNumber).not.toBe(theirs.bidderNumber);
    // The other bidder's maximum still leads, one increment above the member's one-tap bid of $105.
    expect(mine).toMatchObject({ outcome: 'outbid', item: { currentPriceCents: 11_000, leaders: [`Bidder ${theirs.bidderNumber}`] } });
    const bids = (await suite.setup.dataSource.query('SELECT bidder_number, placed_by, amount_cents FROM auction_bids WHERE item_id = $1 ORDER BY seq', [
      itemId,
    ])) as unknown[];
    expect(bids).toEqual([
      { bidder_number: theirs.bidderNumber, placed_by: cast.otherMember.uid, amount_cents: 10_000 },
      { bidder_number: mine.bidderNumber, placed_by: cast.member.uid, amount_cents: 10_500 },
    ]);
    const numbers = (await suite.setup.dataSource.query('SELECT number, user_id FROM bidder_numbers WHERE tournament_id = $1 ORDER BY number', [
      world.tournamentId,
    ])) as unknown[];
    expect(numbers).toEqual([
      { number: theirs.bidderNumber, user_id: cast.otherMember.uid },
      { number: mine.bidderNumber, user_id: cast.member.uid },
    ]);
    const asThem = auctionCatalogue.parse((await http().get(auction.base).set('Authorization', cast.otherMember.bearer).expect(200)).body);
    expect(asThem).toMatchObject({ myBidderNumber: theirs.bidderNumber, items: [{ myState: 'winning' }] });
  });

  it('a score gets the net and best-ball marks the server computes, not the ones sent', async () => {
    const world = await buildWorld(suite.setup, cast);
    const response = await http()
      .post('/api/scores')
      .set('Authorization', cast.member.bearer)
      .send({ tournamentId: world.tournamentId, teamId: world.team.id, playerId: world.team.playerIds[0], hole: 2, strokes: 6, netScore: -40, isBest: false })
      .expect(201);
    expect(response.body.score.netScore).not.toBe(-40);
    expect(response.body.score.strokes).toBe(6);
  });
});
