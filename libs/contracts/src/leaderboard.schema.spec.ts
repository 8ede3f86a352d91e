import { leaderboardResponse, leaderboardRow } from './leaderboard.schema';

const row = {
  teamId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  teamName: 'Birdie Hunters',
  position: 2,
  positionLabel: 'T2',
  currentHole: 10,
  thru: 9,
  startingHole: 1,
  completionPercentage: 50,
  totalScore: -3,
  totalScoreLabel: '-3',
  grossTotal: 33,
  netTotal: 30,
  isLeader: false,
};

describe('leaderboardRow', () => {
  it('parses a ranked row and an unranked one', () => {
    expect(leaderboardRow.parse(row)).toEqual(row);
    const unranked = { ...row, position: null, positionLabel: '-', thru: 0, totalScore: 0, totalScoreLabel: 'E', grossTotal: 0, netTotal: 0 };
    expect(leaderboardRow.parse(unranked).position).toBeNull();
  });

  it.each([
    ['positionLabel', '0'],
    ['positionLabel', 'T'],
    ['totalScoreLabel', '3'],
    ['totalScoreLabel', '+0'],
    ['completionPercentage', 101],
    ['thru', 19],
  ])('refuses %s = %p', (field, value) => {
    expect(leaderboardRow.safeParse({ ...row, [field]: value }).success).toBe(false);
  });
});

describe('leaderboardResponse', () => {
  it('carries the tournament and its rows', () => {
    const body = {
      tournamentId: '16fd2706-8baf-433b-82eb-8c7fada847da',
      tournamentName: 'Spring Classic',
      format: 'best-ball',
      updatedAt: '2026-06-01T10:00:00.000Z',
      rows: [row],
    };
    expect(leaderboardResponse.parse(body).rows).toHaveLength(1);
    expect(leaderboardResponse.safeParse({ ...body, format: 'skins' }).success).toBe(false);
  });
});
