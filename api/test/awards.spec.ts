import { randomUUID } from 'node:crypto';
import { errorBody, leaderboardResponse } from '@fairway/contracts';
import { awardsMessages, awardsResponse, awardsSettings, closeScoringResponse, revealState } from '@fairway/contracts/awards';
import { createdStation } from '@fairway/contracts/contest';
import { scoreCardStatus } from '@fairway/contracts/score-card';
import { skinsBoardResponse } from '@fairway/contracts/skins';
import request from 'supertest';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import { appWithFixtures } from './support/fixtures';
import { postRounds, round } from './round-helpers';
import { openEventStream, type SseStream } from './support/sse-client';
import { signUpTestUser, type TestUser } from './support/test-users';

describe('closing scoring, hidden holes and the awards reveal', () => {
  const suite = appWithFixtures();
  let admin: TestUser;
  let ann: TestUser;
  let baseUrl: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    [admin, ann] = await Promise.all([signUpTestUser('mc'), signUpTestUser('ann')]);
    await suite.testApp.app.listen(0, '127.0.0.1');
    baseUrl = await suite.testApp.app.getUrl();
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

  const http = () => request(suite.testApp.http);
  const settled = () => suite.testApp.app.get(EventPublisher).settled();
  const stream = async (tournamentId: string) => {
    const opened = await openEventStream(`${baseUrl}/api/tournaments/${tournamentId}/events`);
    streams.push(opened);
    await opened.next('leaderboard');
    return opened;
  };

  /**
   * Three teams on a finished stroke-play round: Eagles (Ann) -2 with birdies on 1 and 17, Hawks -1 (birdie
   * on 4), Owls E, Hawks starting on hole 10 (a shotgun start: its last holes are 7, 8 and 9).
   */
  async function finishedDay() {
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid, format: 'stroke-play' });
    const eagles = await suite.setup.team(tournament.id, [{ name: 'Ann', email: ann.email, userId: ann.uid, handicap: 0 }], { name: 'Eagles' });
    const hawks = await suite.setup.team(tournament.id, [{ name: 'Bob', handicap: 0 }], { name: 'Hawks', startingHole: 10 });
    const owls = await suite.setup.team(tournament.id, [{ name: 'Cy', handicap: 0 }], { name: 'Owls' });
    await postRounds(suite.testApp.app, admin, [
      [eagles, round({ 1: -1, 17: -1 })],
      [hawks, round({ 4: -1 })],
      [owls, round()],
    ]);
    await settled();
    return { tournament, eagles, hawks, owls };
  }

  const board = async (tournamentId: string) => leaderboardResponse.parse((await http().get(`/api/leaderboard/${tournamentId}`).expect(200)).body);
  const rowsOf = (response: { rows: Array<{ teamName: string; thru: number; totalScoreLabel: string }> }) =>
    Object.fromEntries(response.rows.map((row) => [row.teamName, [row.thru, row.totalScoreLabel]]));

  it('hiding the last holes keeps them off the public board, cards, skins board and stream; members and the admin still see them', async () => {
    const { tournament, eagles } = await finishedDay();
    expect(rowsOf(await board(tournament.id))).toEqual({ Eagles: [18, '-2'], Hawks: [18, '-1'], Owls: [18, 'E'] });
    await http()
      .put(`/api/tournaments/${tournament.id}/skins`)
      .set('Authorization', admin.bearer)
      .send({ basis: 'gross', unit: 'player', carryover: true, validation: 'none', entryFee: 0, donatedPercent: 0 })
      .expect(200);

    await http().put(`/api/tournaments/${tournament.id}/awards/settings`).set('Authorization', ann.bearer).send({ hiddenHoles: 3 }).expect(403);
    const bad = await http().put(`/api/tournaments/${tournament.id}/awards/settings`).set('Authorization', admin.bearer).send({ hiddenHoles: 10 }).expect(400);
    expect(errorBody.parse(bad.body).details).toEqual([{ path: 'hiddenHoles', message: awardsMessages.hiddenHoles }]);
    const saved = awardsSettings.parse(
      (
        await http()
          .put(`/api/tournaments/${tournament.id}/awards/settings`)
          .set('Authorization', admin.bearer)
          .send({ hiddenHoles: 3, placePrizes: [{ prize: 'Trophy', sponsorName: 'Acme' }] })
          .expect(200)
      ).body,
    );
    expect(saved).toMatchObject({ hiddenHoles: 3, placePrizes: [{ prize: 'Trophy', sponsorName: 'Acme' }], scoringClosedAt: null });
    await settled();

    // Eagles' birdie on 17 and Hawks' on 4 (Hawks play 7-9 last) stay hidden: Hawks' 4 is not among its last three.
    const hiddenBoard = await board(tournament.id);
    expect(rowsOf(hiddenBoard)).toEqual({ Eagles: [15, '-1'], Hawks: [15, '-1'], Owls: [15, 'E'] });
    expect(hiddenBoard.hiddenHoles).toBe(3);
    const full = leaderboardResponse.parse(
      (await http().get(`/api/tournaments/${tournament.id}/awards/board`).set('Authorization', admin.bearer).expect(200)).body,
    );
    expect(rowsOf(full)).toEqual({ Eagles: [18, '-2'], Hawks: [18, '-1'], Owls: [18, 'E'] });
    await http().get(`/api/tournaments/${tournament.id}/awards/board`).set('Authorization', ann.bearer).expect(403);
    await http().get(`/api/tournaments/${tournament.id}/awards/board`).expect(401);

    // The team's card: its hidden holes for its members and the admin only.
    const cardHoles = async (user: TestUser | null, path = '/api/scores') => {
      const call = http().get(`${path}?tournamentId=${tournament.id}&teamId=${eagles.id}`);
      const response = await (user ? call.set('Authorization', user.bearer) : call).expect(200);
      return [...new Set((response.body as Array<{ hole: number }>).map((score) => score.hole))].sort((a, b) => a - b);
    };
    const allHoles = Array.from({ length: 18 }, (_, index) => index + 1);
    expect(await cardHoles(null)).toEqual(allHoles.slice(0, 15));
    expect(await cardHoles(ann)).toEqual(allHoles);
    expect(await cardHoles(admin)).toEqual(allHoles);
    expect(await cardHoles(null, '/api/scores/history')).toEqual(allHoles.slice(0, 15));
    await http().get(`/api/scores/hole?tournamentId=${tournament.id}&teamId=${eagles.id}&hole=17`).expect(200, []);

    const skins = skinsBoardResponse.parse((await http().get(`/api/tournaments/${tournament.id}/skins/board`).expect(200)).body);
    expect(skins.games[0]!.holes.filter((hole) => hole.status === 'hidden').map((hole) => hole.hole)).toEqual([7, 8, 9, 16, 17, 18]);
    expect(skins.games[0]!.winners.map((winner) => winner.name)).toEqual(['Ann', 'Bob']);

    // A hole-in-one on a hidden hole: the stream tells nothing of it, and the public board stays as it was.
    const live = await stream(tournament.id);
    const seen = live.events.length;
    await http()
      .post('/api/scores')
      .set('Authorization', admin.bearer)
      .send({ tournamentId: tournament.id, teamId: eagles.id, playerId: eagles.players[0]!.id, hole: 17, strokes: 1 })
      .expect(201);
    await settled();
    const next = await live.next('leaderboard', () => true, { after: seen });
    expect(rowsOf(next.data)).toEqual({ Eagles: [15, '-1'], Hawks: [15, '-1'], Owls: [15, 'E'] });
    expect(live.events.slice(seen).filter((event) => event.type === 'hole-scores' || event.type === 'activity')).toEqual([]);
  });

  it('a card locked by closing scoring never carries the e-mail an admin uses as display name', async () => {
    const mailAdmin = await signUpTestUser('mail-mc', { displayName: 'mail-mc@club.example' });
    const tournament = await suite.setup.tournament({ adminUserId: mailAdmin.uid, format: 'stroke-play' });
    const team = await suite.setup.team(tournament.id, [{ name: 'Dee', handicap: 0 }], { name: 'Wrens' });
    await postRounds(suite.testApp.app, mailAdmin, [[team, round()]]);
    await http().post(`/api/tournaments/${tournament.id}/awards/close-scoring`).set('Authorization', mailAdmin.bearer).expect(200);
    const card = scoreCardStatus.parse((await http().get('/api/scores/card').query({ tournamentId: tournament.id, teamId: team.id }).expect(200)).body);
    expect(card.submittedBy).toBe('Tournament admin');
  });

  it('closing scoring locks every card; the reveal then runs announce, reveal, ... finish, each step on the stream', async () => {
    const { tournament, eagles } = await finishedDay();
    const contest = (
      await http()
        .post(`/api/tournaments/${tournament.id}/contests`)
        .set('Authorization', admin.bearer)
        .send({ hole: 7, kind: 'closest-to-pin', divisions: ['Open'], competitor: 'individual', sponsorName: 'Acme', prize: 'Driver' })
        .expect(201)
    ).body as { id: string };
    const station = createdStation.parse(
      (await http().post(`/api/contests/${contest.id}/stations`).set('Authorization', admin.bearer).send({ label: 'Hole 7' }).expect(201)).body,
    );
    await http()
      .post(`/api/contests/${contest.id}/station/entries`)
      .set('X-Station-Token', station.token)
      .send({ entryId: randomUUID(), teamId: eagles.id, playerId: eagles.players[0]!.id, division: 'Open', feet: 3, inches: 1 })
      .expect(201);
    await http()
      .put(`/api/tournaments/${tournament.id}/awards/settings`)
      .set('Authorization', admin.bearer)
      .send({ hiddenHoles: 3, placePrizes: [{ prize: 'Trophy', sponsorName: 'Acme' }] })
      .expect(200);

    const reveal = (action: string, user: TestUser = admin) =>
      http().post(`/api/tournaments/${tournament.id}/awards/reveal`).set('Authorization', user.bearer).send({ action });
    const early = await reveal('start').expect(409);
    expect(errorBody.parse(early.body).message).toBe(awardsMessages.scoringOpen);

    await http().post(`/api/tournaments/${tournament.id}/awards/close-scoring`).set('Authorization', ann.bearer).expect(403);
    const closed = closeScoringResponse.parse(
      (await http().post(`/api/tournaments/${tournament.id}/awards/close-scoring`).set('Authorization', admin.bearer).expect(200)).body,
    );
    expect(closed).toMatchObject({ cardsLocked: 3, scoringClosedAt: expect.any(String) });
    const locked = await http()
      .post('/api/scores')
      .set('Authorization', ann.bearer)
      .send({ tournamentId: tournament.id, teamId: eagles.id, playerId: eagles.players[0]!.id, hole: 2, strokes: 3 });
    expect([locked.status, locked.body.code]).toEqual([409, 'CARD_SUBMITTED']);

    const list = awardsResponse.parse((await http().get(`/api/tournaments/${tournament.id}/awards`).set('Authorization', admin.bearer).expect(200)).body);
    expect(list.awards.map((award) => [award.title, award.sponsorName, award.winners.map((winner) => winner.name)])).toEqual([
      ['Closest to the Pin, hole 7', 'Acme', ['Ann']],
      ['3rd Place', null, ['Owls']],
      ['2nd Place', null, ['Hawks']],
      ['1st Place', 'Acme', ['Eagles']],
    ]);
    await http().get(`/api/tournaments/${tournament.id}/awards`).set('Authorization', ann.bearer).expect(403);

    const live = await stream(tournament.id);
    const tv = async () => revealState.parse((await http().get(`/api/tournaments/${tournament.id}/awards/reveal`).expect(200)).body);
    expect(await tv()).toMatchObject({ phase: 'waiting', total: 0, current: null, revealed: [] });
    await reveal('start', ann).expect(403);
    expect(revealState.parse((await reveal('start').expect(200)).body)).toMatchObject({ phase: 'started', total: 4, step: 0 });
    await reveal('reveal').expect(409);

    const announced = revealState.parse((await reveal('announce').expect(200)).body);
    expect(announced.current).toMatchObject({ title: 'Closest to the Pin, hole 7', sponsorName: 'Acme', prize: 'Driver', winners: [] });
    const tvMidway = await tv();
    expect(tvMidway).toMatchObject({ phase: 'announced', step: 1, revealed: [] });
    expect(JSON.stringify(tvMidway)).not.toContain('Eagles');
    await reveal('announce').expect(409);
    const revealed = revealState.parse((await reveal('reveal').expect(200)).body);
    expect(revealed.current!.winners).toEqual([{ name: 'Ann', teamName: 'Eagles', detail: '3 ft 1 in' }]);
    await settled();
    const shown = await live.next('awards', (event) => event.data.phase === 'revealed');
    expect(shown.data.current!.winners.map((winner) => winner.name)).toEqual(['Ann']);
    expect(live.events.filter((event) => event.type === 'awards').map((event) => event.type === 'awards' && event.data.phase)).toEqual([
      'started',
      'announced',
      'revealed',
    ]);

    // A TV opening now starts from the award on stage and the contests' leaders.
    const late = await stream(tournament.id);
    expect((await late.next('awards')).data).toMatchObject({ phase: 'revealed', step: 1, current: { winners: [{ name: 'Ann' }] } });
    expect((await late.next('contests')).data.contests[0]!.leaders[0]!.entry?.playerName).toBe('Ann');

    await reveal('finish').expect(409);
    // The MC taps through the rest at once: the stream still tells every step, in order.
    for (let step = 2; step <= 4; step += 1) {
      await reveal('announce').expect(200);
      await reveal('reveal').expect(200);
    }
    await reveal('announce').expect(409);
    const finished = revealState.parse((await reveal('finish').expect(200)).body);
    expect(finished).toMatchObject({ phase: 'finished', current: null });
    expect(finished.revealed.map((award) => award.title)).toEqual(['Closest to the Pin, hole 7', '3rd Place', '2nd Place', '1st Place']);
    await settled();
    await live.next('awards', (event) => event.data.phase === 'finished');
    const steps = live.events.flatMap((event) => (event.type === 'awards' ? [`${event.data.phase} ${event.data.step}`] : []));
    expect(steps).toEqual([
      'started 0',
      'announced 1',
      'revealed 1',
      'announced 2',
      'revealed 2',
      'announced 3',
      'revealed 3',
      'announced 4',
      'revealed 4',
      'finished 4',
    ]);
    // The full results are out: the hidden holes are public again.
    const fullBoard = await board(tournament.id);
    expect(rowsOf(fullBoard)).toEqual({ Eagles: [18, '-2'], Hawks: [18, '-1'], Owls: [18, 'E'] });
    expect(fullBoard.hiddenHoles).toBeUndefined();
  });
});
