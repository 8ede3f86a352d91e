import type { ChatMessage, LeaderboardResponse, LeaderboardRow, Team, PublicTournament, WeatherResponse } from '@fairway/contracts';
import type { ChatFacts } from '../facts/chat-facts';
import { composeAnswer } from './compose-answer';
import { pageName } from './page-name';
import { readQuestion } from './read-question';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5];
const strokeIndexes = [7, 15, 11, 1, 9, 3, 5, 17, 13, 8, 16, 2, 12, 6, 10, 18, 4, 14];

const tournament: PublicTournament = {
  id: id(1),
  name: 'Fixture Charity Classic',
  course: 'Pebble Test Links',
  courseId: id(2),
  date: '2026-06-01',
  format: 'best-ball',
  holes: pars.map((par, index) => ({ number: index + 1, par, yardage: 300 + index * 10, handicap: strokeIndexes[index]! })),
  status: 'active',
  charityName: 'Junior Golf Foundation',
  charityGoal: 5000,
  charityRaised: 3126.5,
  sponsors: [],
  charityPaypalLink: 'https://paypal.me/fixture',
  tieBreak: 'countback-leader',
  handicapAllowances: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

function row(teamId: string, teamName: string, position: number | null, totalScore: number, thru: number, extra: Partial<LeaderboardRow> = {}): LeaderboardRow {
  const label = totalScore === 0 ? 'E' : totalScore > 0 ? `+${totalScore}` : String(totalScore);
  return {
    teamId,
    teamName,
    position,
    positionLabel: position === null ? '-' : String(position),
    currentHole: thru + 1,
    thru,
    startingHole: 1,
    completionPercentage: Math.round((thru / 18) * 100),
    totalScore,
    totalScoreLabel: label,
    grossTotal: 0,
    netTotal: 0,
    isLeader: position === 1,
    ...extra,
  };
}

const board: LeaderboardResponse = {
  tournamentId: tournament.id,
  tournamentName: tournament.name,
  format: 'best-ball',
  updatedAt: '2026-06-01T12:00:00.000Z',
  rows: [row(id(10), 'Eagles', 1, -3, 9), row(id(11), 'Hawks', 2, 1, 3, { startingHole: 10, currentHole: 13 }), row(id(12), 'Owls', null, 0, 0)],
};

const player = (n: number, name: string, handicap: number, position: 1 | 2) => ({
  id: id(n),
  name,
  email: null,
  handicap,
  position,
  checkedIn: true,
  checkedInAt: null,
});
const eagles: Team = {
  id: id(10),
  name: 'Eagles',
  tournamentId: tournament.id,
  inviteCode: null,
  startingHole: 1,
  currentHole: 10,
  totalScore: -3,
  players: [player(20, 'Erin', 14.2, 1), player(21, 'Eddie', 6, 2)],
};

const weather: WeatherResponse = {
  weather: {
    condition: 'Clouds',
    description: 'partly cloudy',
    temperature: 71.6,
    windSpeed: 8.6,
    windDirection: 290,
    humidity: 61,
    visibility: 10,
    uvIndex: 4,
    location: 'x',
    icon: '02d',
  },
  golfConditions: {
    playability: 'good',
    windEffect: 'A light breeze: barely noticeable.',
    temperatureComfort: 'Comfortable.',
    recommendation: 'Good conditions: enjoy your round.',
  },
};

function fixtureFacts({ signedIn = true, live = true } = {}): ChatFacts {
  return {
    signedIn,
    tournaments: async () => (live ? [tournament] : []),
    leaderboard: async () => board,
    teeRating: async () => ({ slope: 128, rating: 71.3 }),
    myTeam: async () => (signedIn ? { team: eagles, playerId: id(20) } : null),
    weather: async () => weather,
  };
}

/** The questions asked in turn (each followed by a stand-in answer), answered on `page`. */
async function answer(questions: string | string[], { page = 'home', ...options }: { page?: string; signedIn?: boolean; live?: boolean } = {}) {
  const asked = typeof questions === 'string' ? [questions] : questions;
  const messages: ChatMessage[] = asked.flatMap((content, index) => {
    const question: ChatMessage = { role: 'user', content, timestamp: '2026-06-01T12:00:00.000Z' };
    return index === asked.length - 1 ? [question] : [question, { ...question, role: 'assistant' as const, content: '...' }];
  });
  const where = pageName(page);
  return composeAnswer(readQuestion(messages, where), where, fixtureFacts(options));
}

describe('composeAnswer over fixture data', () => {
  it.each([
    // The leader and a team's position, score and thru.
    ['Who is leading?', 'leaderboard', ['- 1. Eagles: -3 (thru 9)', 'Leader: Eagles, 4 strokes clear.']],
    ['whos wining', 'home', ['Leader: Eagles']],
    ["who's in the lead right now", 'leaderboard', ['Leader: Eagles']],
    ['leadr board standings pls', 'leaderboard', ['- 2. Hawks: +1 (thru 3, started on 10)']],
    ['How are the Hawks doing?', 'leaderboard', ['Hawks are 2nd at +1 (thru 3, now on hole 13, started on hole 10). 4 strokes behind Eagles.']],
    ['where are the hawks', 'home', ['Hawks are 2nd at +1']],
    ['How are we doing?', 'scorecard', ['Eagles are 1st, leading at -3 (thru 9, now on hole 10). 4 strokes ahead of Hawks.']],
    ['whats our score', 'scorecard', ['Eagles are 1st, leading at -3']],
    ['what is our position on the board', 'leaderboard', ['Eagles are 1st']],
    ['how is my team doing', 'home', ['Eagles are 1st']],
    // The format and how it is scored.
    ['What format is this tournament?', 'home', ['Fixture Charity Classic is played as best ball at Pebble Test Links (par 72).', 'lowest net score', '85%']],
    ['how is todays game scored', 'home', ['best ball', 'a tie for the lead goes to countback']],
    ['wat format are we playing', 'scorecard', ['played as best ball']],
    // Holes.
    ["What's the par of hole 7?", 'scorecard', ['Hole 7 at Pebble Test Links: par 3, 360 yards, stroke index 5']],
    ['how long is the 12th', 'scorecard', ['Hole 12 at Pebble Test Links: par 4, 410 yards, stroke index 2']],
    ['yardage on hole 18', 'home', ['Hole 18 at Pebble Test Links: par 5, 470 yards, stroke index 14']],
    ['how long is the course', 'home', ['Pebble Test Links: par 72', 'The hardest hole is the 4 (stroke index 1)']],
    // Strokes on a hole for the signed-in player, with the working.
    [
      'How many strokes do I get on hole 7?',
      'scorecard',
      [
        'Erin (Eagles) in Fixture Charity Classic:',
        '- Handicap Index: 14.2',
        '- Course Handicap = 14.2 x 128 / 113 + (71.3 - 72) = 16.1 - 0.7 = 15.4',
        '- Playing handicap = 15.4 x 85% (best ball) = 13.1 -> 13',
        '- Hole 7 (par 3) is stroke index 5. Playing off 13 means 0 on every hole, plus 1 where stroke index <= 13: you receive 1 stroke on hole 7, so a 4 there is a net 3.',
      ],
    ],
    ['how many shots do i get on the 16th', 'scorecard', ['stroke index 18', 'you receive 0 strokes on hole 16']],
    ['how many strokes do I get', 'scorecard', ['gets 1 stroke on stroke index 1 to 13', '- Stroke holes: 1, 3, 4, 5, 6, 7, 9, 10, 12, 13, 14, 15, 17.']],
    ['how many strokes does a 20 handicap get on stroke index 2', 'home', ['1 stroke on every hole and 2 strokes on stroke index 1 to 2']],
    // Charity.
    [
      'How much has been raised?',
      'home',
      ['- Fixture Charity Classic: $3,126.50 raised of $5,000 for Junior Golf Foundation (63% of the goal). Next milestone: $5,000.'],
    ],
    ['how much mony for charty so far', 'tournaments', ['raised of $5,000']],
    ["What's the next milestone?", 'home', ['Next milestone: $5,000.']],
    ['How do I donate?', 'home', ['- Junior Golf Foundation (Fixture Charity Classic): https://paypal.me/fixture']],
    ['how do i donnate', 'home', ['https://paypal.me/fixture']],
    // Weather and playability.
    [
      "What's the weather like?",
      'home',
      ['Weather at Pebble Test Links: partly cloudy, 72°F, wind 9 mph from the W, humidity 61%.', 'Playability: good.', '- Good conditions: enjoy your round.'],
    ],
    ['wether forcast?', 'leaderboard', ['Playability: good.']],
    ['will it rain', 'home', ['Playability: good.']],
    ['Is the course playable?', 'home', ['Playability: good.']],
    // How to use the app.
    ['How do I register a foursome?', 'home', ['To register a foursome:']],
    ['how do i join with a code', 'tournament', ['6-character code']],
    ['How do I enter scores?', 'scorecard', ['Complete Hole']],
    ['What happens if I lose signal?', 'scorecard', ['sent by themselves, each exactly once']],
    ["what if i'm offline", 'scorecard', ['how many scores are waiting to be sent']],
    // The rules.
    ['How do Stableford points work?', 'home', ['1 bogey, 2 par, 3 birdie, 4 eagle']],
    ['how do stablford points work', 'home', ['1 bogey, 2 par']],
    ['What does dormie mean?', 'home', ['DORMIE']],
    ['we won 3&2, what does that mean', 'home', ['"3&2" is 3 up with 2 to play']],
    ['How does countback work?', 'leaderboard', ['last 9 holes (10-18)', 'In Fixture Charity Classic:\n- Ties: a tie for the lead goes to countback']],
    ['What does all square mean?', 'home', ['"ALL SQUARE" when level']],
    // Small talk and honesty.
    ['Hello', 'home', ["Hi! I'm the Fairway Fund golf assistant."]],
    ['What is the capital of France?', 'home', ["I don't know that, I'm afraid. I can help with:"]],
    ['handicap index 14.2 slope 128 rating 71.3 par 72', 'home', ['= 16.1 - 0.7 = 15.4']],
  ])('%p on the %s page', async (question, page, expected) => {
    const text = await answer(question, { page });
    for (const part of expected) expect(text).toContain(part);
  });

  it.each([
    [
      ['How many strokes do I get on hole 7?', 'What about hole 12?'],
      ['Hole 12 (par 4) is stroke index 2', 'you receive 1 stroke on hole 12'],
    ],
    [['How many strokes do I get on hole 7?', 'what about hole 7?', 'and the 16th?'], ['you receive 0 strokes on hole 16']],
    [["What's the par of hole 7?", 'what about hole 9?'], ['Hole 9 at Pebble Test Links: par 5']],
    [["What's the par of hole 7?", 'and 25?'], ['Holes run from 1 to 18.']],
    [['How long is hole 5?', 'What is its stroke index?'], ['Hole 5 (par 4) is stroke index 9']],
    [['Who is leading?', 'and the owls?'], ['Owls have no score yet; they start on hole 1.']],
    [['How does a scramble work?', 'can you give me an example?'], ['25% + 20% + 15% + 10%']],
  ])('follows up %p', async (questions, expected) => {
    const text = await answer(questions, { page: 'scorecard' });
    for (const part of expected) expect(text).toContain(part);
  });

  it('gives visitors only what a visitor can see', async () => {
    const strokes = await answer('How many strokes do I get on hole 7?', { page: 'scorecard', signedIn: false });
    expect(strokes).toContain('Sign in and join your team');
    expect(strokes).not.toContain('Erin');
    expect(await answer('How are we doing?', { signedIn: false })).toBe('Name the team ("How are the Eagles doing?"), or sign in so I know yours.');
    expect(await answer('How are the Eagles doing?', { signedIn: false })).toContain('Eagles are 1st');
  });

  it('says honestly when no tournament is in play', async () => {
    expect(await answer('Who is winning?', { live: false })).toContain('There is no tournament in play right now');
    expect(await answer("What's the par on hole 7?", { live: false })).toContain("I don't know that for a tournament right now");
    expect(await answer('How many strokes do I get on hole 7?', { live: false })).toContain('stroke index');
  });
});
