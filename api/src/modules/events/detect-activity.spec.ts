import type { HoleScoresEventData, LeaderboardResponse, LeaderboardRow } from '@fairway/contracts';
import { detectActivity, type ActivityInput } from './detect-activity';

const T = '11111111-1111-4111-8111-111111111111';
const A = '22222222-2222-4222-8222-222222222222';
const B = '33333333-3333-4333-8333-333333333333';
const P = '44444444-4444-4444-8444-444444444444';

function row(teamId: string, teamName: string, position: number | null, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    teamId,
    teamName,
    position,
    positionLabel: position ? String(position) : '-',
    currentHole: 2,
    thru: 1,
    startingHole: 1,
    completionPercentage: 6,
    totalScore: 0,
    totalScoreLabel: 'E',
    grossTotal: 4,
    netTotal: 4,
    isLeader: position === 1,
    ...overrides,
  };
}
const board = (rows: LeaderboardRow[], updatedAt = '2026-05-01T10:00:00.000Z'): LeaderboardResponse => ({
  tournamentId: T,
  tournamentName: 'Open',
  format: 'stroke-play',
  updatedAt,
  rows,
});
const holeScores = (hole: number, strokes: number): HoleScoresEventData => ({
  tournamentId: T,
  teamId: A,
  hole,
  scores: [
    {
      tournamentId: T,
      teamId: A,
      playerId: P,
      hole,
      strokes,
      netScore: strokes,
      isBest: true,
      playerName: 'Alice',
      updatedAt: '2026-05-01T10:00:00.000Z',
      changedBy: null,
      corrected: false,
    },
  ],
});
const input = (overrides: Partial<ActivityInput>): ActivityInput => ({
  parByHole: new Map(Array.from({ length: 18 }, (_, index) => [index + 1, 4])),
  previous: undefined,
  board: board([row(A, 'Aces', 1), row(B, 'Birdies', 2)]),
  holeScores: [],
  charityName: 'Junior Golf',
  milestonesCrossed: [],
  ...overrides,
});

describe('detectActivity', () => {
  it.each([
    [3, 'birdie', 'Birdie on hole 5', 'Alice (Aces) made a birdie on hole 5 (par 4)'],
    [2, 'eagle', 'Eagle on hole 5', 'Alice (Aces) made an eagle on hole 5 (par 4)'],
    [1, 'hole-in-one', 'Hole in one on hole 5', 'Alice (Aces) made a hole in one on hole 5 (par 4)'],
  ])('tells %i strokes on a par 4 as %s', (strokes, kind, title, message) => {
    expect(detectActivity(input({ holeScores: [holeScores(5, strokes)] }))).toEqual([
      { kind, title, message, teamId: A, dedupeKey: `score:${P}:5:${strokes}` },
    ]);
  });

  it('says nothing of a par or worse', () => {
    expect(detectActivity(input({ holeScores: [holeScores(5, 4), holeScores(6, 7)] }))).toEqual([]);
  });

  it('tells a new sole leader, but not the first score of the day or a leader who stays', () => {
    const before = board([row(A, 'Aces', 1), row(B, 'Birdies', 2)]);
    const after = board([row(B, 'Birdies', 1, { totalScoreLabel: '-2', thru: 3 }), row(A, 'Aces', 2)], '2026-05-01T10:05:00.000Z');
    expect(detectActivity(input({ previous: before, board: after })).map((item) => item.message)).toEqual(['Birdies takes the lead at -2 thru 3']);
    expect(detectActivity(input({ previous: board([row(A, 'Aces', null), row(B, 'Birdies', null)]), board: after }))).toEqual([]);
    expect(detectActivity(input({ previous: after, board: after }))).toEqual([]);
  });

  it('tells a team that finished its round, once per team', () => {
    const finished = board([row(A, 'Aces', 1, { thru: 18, totalScoreLabel: '-3', grossTotal: 69, netTotal: 61 })]);
    expect(detectActivity(input({ board: finished }))).toEqual([
      { kind: 'team-finished', title: 'Team finished', message: 'Aces finished the round at -3 (gross 69, net 61)', teamId: A, dedupeKey: `finished:${A}` },
    ]);
  });

  it('tells every charity milestone crossed', () => {
    expect(detectActivity(input({ milestonesCrossed: [1000, 2500] })).map((item) => item.message)).toEqual([
      '$1,000 raised for Junior Golf',
      '$2,500 raised for Junior Golf',
    ]);
  });
});
