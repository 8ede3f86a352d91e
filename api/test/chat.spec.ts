import { jest } from '@jest/globals';
import {
  chatResponse,
  chatStreamEvent,
  chatSuggestionsResponse,
  errorBody,
  leaderboardResponse,
  limits,
  messages,
  type ChatRequestBody,
} from '@fairway/contracts';
import { courseHandicap, coursePar, playingHandicap, strokesReceivedOnHole } from '@fairway/golf';
import request from 'supertest';
import { CourseService } from '../src/modules/course/course.service';
import type { TeamEntity } from '../src/modules/team/team.entity';
import type { TournamentEntity } from '../src/modules/tournament/tournament.entity';
import { appWithFixtures, catalogueHoles } from './support/fixtures';
import { signUpTestUser, type TestUser } from './support/test-users';

// Each request speaks from its own address (through the loopback "proxy"), as phones at a venue would.
let lastOctet = 0;
const freshIp = () => `198.51.100.${++lastOctet}`;

const now = () => new Date().toISOString();
const ask = (content: string, currentPage = 'home', tournamentId?: string): ChatRequestBody => ({
  messages: [{ role: 'user', content, timestamp: now() }],
  context: tournamentId ? { currentPage, tournamentId } : { currentPage },
});

describe('Golf assistant chat', () => {
  const suite = appWithFixtures();

  const chat = (body: unknown, ip = freshIp()) =>
    request(suite.testApp.http)
      .post('/api/chat')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const answerTo = async (body: ChatRequestBody) => chatResponse.parse((await chat(body).expect(200)).body).response;
  const suggestions = (query: string) => request(suite.testApp.http).get(`/api/chat/suggestions${query}`);

  describe('GET /api/chat/suggestions', () => {
    it.each([
      ['home', 'Who is leading right now?'],
      ['scorecard', 'How do I enter scores?'],
      ['leaderboard', 'How are ties broken?'],
      ['admin', 'How do I check players in?'],
      ['tournaments', 'How do I create a tournament?'],
      ['tournament', 'How do I join a team with an invite code?'],
    ])('offers at most 3 questions for the %s page', async (page, expected) => {
      const body = chatSuggestionsResponse.parse((await suggestions(`?currentPage=${page}`).expect(200)).body);
      expect(body.suggestions.length).toBeGreaterThan(0);
      expect(body.suggestions.length).toBeLessThanOrEqual(limits.maxChatSuggestions);
      expect(body.suggestions).toContain(expected);
    });

    it("gives the home page's suggestions for no page or an unknown one", async () => {
      const home = (await suggestions('?currentPage=home').expect(200)).body;
      expect((await suggestions('').expect(200)).body).toEqual(home);
      expect((await suggestions('?currentPage=no-such-page').expect(200)).body).toEqual(home);
      expect((await suggestions('?currentPage=scorecard').expect(200)).body).not.toEqual(home);
    });

    it('refuses a page name that is not one short text', async () => {
      const tooLong = errorBody.parse((await suggestions(`?currentPage=${'x'.repeat(101)}`).expect(400)).body);
      expect(tooLong.message).toBe(messages.validation.tooLong(limits.maxNameLength));
      errorBody.parse((await suggestions('?currentPage=a&currentPage=b').expect(400)).body);
    });
  });

  describe('POST /api/chat with no tournament in play', () => {
    it('answers a handicap question with the worked WHS example', async () => {
      const response = await answerTo(ask('What is the difference between handicap index, course handicap and playing handicap?'));
      // 14.2 x 128 / 113 + (71.3 - 72) = 16.08 - 0.7 = 15.38; best ball 85% = 13.08 -> 13; stroke play 95% = 14.62 -> 15.
      expect(response).toContain('Index x (Slope / 113) + (Course Rating - Par)');
      expect(response).toContain('= 16.1 - 0.7 = 15.4');
      expect(response).toContain('Best ball (85%): 13.1 -> 13');
      expect(response).toContain('Stroke play and Stableford (95%): 14.6 -> 15');
      expect(response.length).toBeLessThanOrEqual(1200);
    });

    it("works out the user's own figures", async () => {
      // 8.3 x 135 / 113 = 9.92; 72.5 - 71 = +1.5; Course Handicap 11.42; match play 100% -> 11; best ball 85% = 9.7 -> 10.
      const response = await answerTo(ask('My handicap index is 8.3. What is my course handicap at slope 135, rating 72.5, par 71?', 'scorecard'));
      expect(response).toContain('8.3 x 135 / 113 + (72.5 - 71) = 9.9 + 1.5 = 11.4');
      expect(response).toContain('Singles match play (100%): 11.4 -> 11');
      expect(response).toContain('Best ball (85%): 9.7 -> 10');
    });

    it('explains strokes per hole for a handicap and stroke index', async () => {
      const response = await answerTo(ask('How many strokes do I get with a 20 handicap on stroke index 2?', 'scorecard'));
      expect(response).toContain('1 stroke on every hole and 2 strokes on stroke index 1 to 2');
      expect(response).toContain('a gross 5 there is a net 3');
    });

    it('answers product questions with the steps in the app', async () => {
      expect(await answerTo(ask('How do I join a team with an invite code?', 'tournament'))).toContain('Invalid invite code or team is full.');
      expect(await answerTo(ask('How do I enter my scores?', 'scorecard'))).toContain('Complete Hole');
      expect(await answerTo(ask('What does dormie mean?'))).toContain('DORMIE');
    });

    it('explains the leaderboard and says no tournament is in play', async () => {
      const response = await answerTo(ask('Who is leading?', 'leaderboard'));
      expect(response).toContain('There is no tournament in play right now');
    });

    it('follows up on the previous question', async () => {
      const response = await answerTo({
        messages: [
          { role: 'user', content: 'How does a scramble work?', timestamp: now() },
          { role: 'assistant', content: 'Scramble: everyone tees off...', timestamp: now() },
          { role: 'user', content: 'Can you give me an example?', timestamp: now() },
        ],
        context: { currentPage: 'home' },
      });
      expect(response).toContain('25% + 20% + 15% + 10%');
    });

    it('falls back to what it can help with, suggesting questions for the page', async () => {
      const response = await answerTo(ask('What is the capital of France?', 'admin'));
      expect(response).toContain("I don't know that");
      expect(response).toContain('How do I check players in?');
    });

    it('streams the built-in answer when asked for events, without any call to a language model', async () => {
      const fetchSpy = jest.spyOn(globalThis, 'fetch');
      try {
        const reply = await chat(ask('What is a birdie?')).set('Accept', 'text/event-stream').expect(200);
        expect(reply.headers['content-type']).toContain('text/event-stream');
        const events = reply.text
          .split('\n\n')
          .filter(Boolean)
          .map((block) => chatStreamEvent.parse(JSON.parse(block.replace(/^data: /, ''))));
        expect(events).toHaveLength(2);
        expect(events[0]).toMatchObject({ type: 'delta' });
        expect(events[1]).toMatchObject({ type: 'done', source: 'built-in' });
        expect(events[1]!.type === 'done' && events[1]!.response).toContain('Birdie: 1 under');
        expect(fetchSpy).not.toHaveBeenCalled();
      } finally {
        fetchSpy.mockRestore();
      }
    });

    it('lets visitors and signed-in users chat, and refuses a bad token', async () => {
      const user = await signUpTestUser('chatter');
      const body = ask('What is a birdie?');
      const signedIn = chatResponse.parse((await chat(body).set('Authorization', user.bearer).expect(200)).body);
      expect(signedIn.response).toContain('Birdie: 1 under');
      errorBody.parse((await chat(body).set('Authorization', 'Bearer not-a-token').expect(401)).body);
    });
  });

  describe('POST /api/chat validation', () => {
    const message = { role: 'user', content: 'What is a scramble?', timestamp: '2026-06-01T10:00:00.000Z' };

    it.each([
      ['no messages', { messages: [] }, messages.chat.messagesRequired],
      ['a missing list', { context: { currentPage: 'home' } }, messages.chat.messagesRequired],
      ['a blank message', { messages: [{ ...message, content: '   ' }] }, messages.chat.contentRequired],
      ['a message over 2000 characters', { messages: [{ ...message, content: 'x'.repeat(2001) }] }, messages.chat.contentTooLong],
      ['more than 50 messages', { messages: Array.from({ length: 51 }, () => message) }, messages.chat.tooManyMessages],
      ['an assistant message last', { messages: [message, { ...message, role: 'assistant' }] }, messages.chat.lastMessageFromUser],
    ])('refuses %s with its message', async (_case, body, expected) => {
      const response = errorBody.parse((await chat(body).expect(400)).body);
      expect(response.message).toBe(expected);
    });

    it.each([
      ['an unknown role', { messages: [{ ...message, role: 'system' }] }],
      ['a missing timestamp', { messages: [{ role: 'user', content: 'Hi' }] }],
      ['a text body', 'hello'],
      ['a list body', [message]],
      ['a page name that is not text', { messages: [message], context: { currentPage: 42 } }],
    ])('refuses %s with 400, never 500', async (_case, body) => {
      const response = await chat(body);
      expect(response.status).toBe(400);
      errorBody.parse(response.body);
    });

    it('refuses malformed JSON with 400', async () => {
      const response = await request(suite.testApp.http)
        .post('/api/chat')
        .set('X-Forwarded-For', freshIp())
        .set('Content-Type', 'application/json')
        .send('{"messages": [');
      expect(response.status).toBe(400);
      errorBody.parse(response.body);
    });

    it('ignores a malformed tournament id in the context', async () => {
      expect(await answerTo(ask('What is a bogey?', 'tournament', 'not-a-uuid'))).toContain('Bogey: 1 over');
    });
  });

  describe('POST /api/chat with live tournaments', () => {
    let admin: TestUser;
    let member: TestUser;

    beforeAll(async () => {
      [admin, member] = await Promise.all([signUpTestUser('chat-admin'), signUpTestUser('chat-member')]);
    });

    const postScore = (user: TestUser, team: TeamEntity, hole: number, strokes: number) =>
      request(suite.testApp.http)
        .post('/api/scores')
        .set('Authorization', user.bearer)
        .send({ tournamentId: team.tournamentId, teamId: team.id, playerId: team.players[0]!.id, hole, strokes })
        .expect(201);

    async function tournamentWithScores(): Promise<{ tournament: TournamentEntity; eagles: TeamEntity; hawks: TeamEntity }> {
      const tournament = await suite.setup.tournament({
        adminUserId: admin.uid,
        name: 'Chat Charity Open',
        charityRaisedCents: 312_550,
        charityPaypalLink: 'https://paypal.me/chatopen',
      });
      const eagles = await suite.setup.team(tournament.id, [{ name: 'Erin', email: member.email, handicap: 0 }], { name: 'Eagles' });
      const hawks = await suite.setup.team(tournament.id, [{ name: 'Hal', handicap: 0 }], { name: 'Hawks' });
      await suite.setup.team(tournament.id, [{ name: 'Ozzie', handicap: 0 }], { name: 'Owls' });
      const [first, second] = catalogueHoles();
      // Scratch players: Eagles birdie 1 and par 2 (-1 thru 2), Hawks bogey 1 (+1 thru 1); Owls have no score.
      await postScore(member, eagles, 1, first!.par - 1);
      await postScore(member, eagles, 2, second!.par);
      await postScore(admin, hawks, 1, first!.par + 1);
      return { tournament, eagles, hawks };
    }

    it('says who is leading from the real leaderboard', async () => {
      const { tournament } = await tournamentWithScores();
      const response = await answerTo(ask("Who's leading right now?", 'leaderboard'));

      expect(response).toContain('Chat Charity Open (best ball):');
      expect(response).toContain('- 1. Eagles: -1 (thru 2)');
      expect(response).toContain('- 2. Hawks: +1 (thru 1)');
      expect(response).toContain('Leader: Eagles, 2 strokes clear.');
      expect(response).not.toContain('Owls');
      // The same figures the leaderboard endpoint serves.
      const board = leaderboardResponse.parse((await request(suite.testApp.http).get(`/api/leaderboard/${tournament.id}`).expect(200)).body);
      const leader = board.rows.find((row) => row.isLeader)!;
      expect(response).toContain(`${leader.teamName}: ${leader.totalScoreLabel}`);
    });

    it('reports the amount raised and the donation link', async () => {
      const charity = await answerTo(ask('How much has been raised for charity so far?', 'tournaments'));
      expect(charity).toContain('- Chat Charity Open: $3,125.50 raised of $5,000 for Junior Golf Foundation (63% of the goal). Next milestone: $5,000.');
      const donate = await answerTo(ask('How can I donate?'));
      expect(donate).toContain('- Junior Golf Foundation (Chat Charity Open): https://paypal.me/chatopen');
    });

    it('answers about the tournament the page shows when the context names it', async () => {
      const other = await suite.setup.tournament({ adminUserId: admin.uid, name: 'Second Shotgun Cup', format: 'scramble' });
      const everyone = await answerTo(ask('Who is winning?'));
      expect(everyone).toContain('Chat Charity Open');
      expect(everyone).toContain('Second Shotgun Cup');

      const shown = await answerTo(ask('Who is winning?', 'leaderboard', other.id));
      expect(shown).toContain('Second Shotgun Cup (scramble):');
      expect(shown).toContain('No teams are registered yet.');
      expect(shown).not.toContain('Chat Charity Open');
    });

    it('falls back to the active tournaments for an unknown tournament id', async () => {
      const response = await answerTo(ask('Who is winning?', 'leaderboard', '00000000-0000-4000-8000-000000000000'));
      expect(response).toContain('Chat Charity Open');
    });
  });

  describe('POST /api/chat about the tournament on screen', () => {
    it('answers format, hole, strokes with the working and standing from the database, and only public facts to visitors', async () => {
      const [organiser, golfer] = await Promise.all([signUpTestUser('chat-organiser'), signUpTestUser('chat-golfer')]);
      const [course] = (await suite.setup.dataSource.query('SELECT id FROM courses ORDER BY name, location LIMIT 1')) as Array<{ id: string }>;
      const rating = (await suite.testApp.app.get(CourseService).findTeeRating(course!.id))!;
      const holes = catalogueHoles();
      const tournament = await suite.setup.tournament({
        adminUserId: organiser.uid,
        name: 'Context Cup',
        courseId: course!.id,
        holes,
        tieBreak: 'countback-leader',
      });
      const team = await suite.setup.team(
        tournament.id,
        [
          { name: 'Gwen', email: golfer.email, handicap: 14.2 },
          { name: 'Gus', handicap: 6 },
        ],
        { name: 'Albatross Club' },
      );
      await request(suite.testApp.http)
        .post('/api/scores')
        .set('Authorization', golfer.bearer)
        .send({ tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id, hole: 1, strokes: holes[0]!.par - 1 })
        .expect(201);
      const askHere = (content: string, user?: TestUser) => {
        const call = chat(ask(content, 'scorecard', tournament.id));
        return (user ? call.set('Authorization', user.bearer) : call).expect(200).then((response) => chatResponse.parse(response.body).response);
      };

      expect(await askHere('What format is this tournament?')).toContain('Context Cup is played as best ball');
      const seventh = holes[6]!;
      expect(await askHere("What's the par of hole 7?")).toContain(
        `Hole 7 at ${tournament.courseName}: par ${seventh.par}, ${seventh.yardage} yards, stroke index ${seventh.handicap}`,
      );

      // The working, from the course's own slope and rating and the best-ball allowance (85%).
      const course18 = courseHandicap(14.2, { slope: rating.slope!, rating: rating.rating!, par: coursePar(holes) });
      const playing = playingHandicap(course18, 85);
      const strokes = await askHere('How many strokes do I get on hole 7?', golfer);
      expect(strokes).toContain('Gwen (Albatross Club) in Context Cup:');
      expect(strokes).toContain(`- Course Handicap = 14.2 x ${rating.slope} / 113 + (${rating.rating} - ${coursePar(holes)})`);
      expect(strokes).toContain(`x 85% (best ball)`);
      const received = strokesReceivedOnHole(playing, seventh.handicap);
      expect(strokes).toContain(`receive ${received} stroke${received === 1 ? '' : 's'} on hole 7`);

      const board = leaderboardResponse.parse((await request(suite.testApp.http).get(`/api/leaderboard/${tournament.id}`).expect(200)).body);
      expect(await askHere('How are we doing?', golfer)).toContain(
        `Albatross Club are 1st, leading at ${board.rows[0]!.totalScoreLabel} (thru 1, now on hole 2).`,
      );
      const visitor = await askHere('How many strokes do I get on hole 7?');
      expect(visitor).toContain('Sign in and join your team');
      expect(visitor).not.toContain('Gwen');
      expect(await askHere('How is the Albatross Club doing?')).toContain('Albatross Club are 1st');
    });
  });
});
