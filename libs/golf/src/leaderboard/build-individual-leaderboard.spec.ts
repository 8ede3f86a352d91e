import { SAMPLE_HOLES } from '../testing/sample-course.fixture';
import { scoresFromList } from '../testing/score-builders.fixture';
import { type TeamInput } from '../types/team.type';
import { buildIndividualLeaderboard } from './build-individual-leaderboard';

describe('buildIndividualLeaderboard', () => {
  const teams: TeamInput[] = [
    {
      id: 'A',
      name: 'Aces',
      startingHole: 1,
      players: [
        { id: 'ann', name: 'Ann', handicap: 18 },
        { id: 'al', name: 'Al', handicap: 0 },
      ],
    },
    {
      id: 'B',
      name: 'Birdies',
      startingHole: 1,
      players: [
        { id: 'bea', name: 'Bea', handicap: 2 },
        { id: 'bo', name: 'Bo', handicap: 9 },
      ],
    },
  ];
  // Ann 18 x 95% = 17.1 -> 17: strokes on holes 1-3 (SI 7, 15, 1): 5 6 5 -> net 4 5 4 = E
  // Al 0: 4 4 4 on pars 4 5 4 = -1. Bea 2 x 95% = 1.9 -> 2 (SI 1, 2): 4 5 4 -> net 4 5 3 = -1. Bo: no score.
  const scores = [...scoresFromList('ann', [5, 6, 5]), ...scoresFromList('al', [4, 4, 4]), ...scoresFromList('bea', [4, 5, 4])];

  it('ranks players across teams with the stroke-play allowance, ties shared, no score last', () => {
    const rows = buildIndividualLeaderboard({ teams, holes: SAMPLE_HOLES, scores });
    expect(rows.map((row) => [row.playerName, row.teamName, row.playingHandicap, row.totalScore, row.positionLabel, row.isLeader])).toEqual([
      ['Al', 'Aces', 0, -1, 'T1', true],
      ['Bea', 'Birdies', 2, -1, 'T1', true],
      ['Ann', 'Aces', 17, 0, '3', false],
      ['Bo', 'Birdies', 9, 0, '-', false],
    ]);
    expect(rows[2]).toMatchObject({ grossTotal: 16, netTotal: 13, thru: 3 });
  });

  it('gross basis ignores handicaps: Al -1, Bea E, Ann +3', () => {
    const rows = buildIndividualLeaderboard({ teams, holes: SAMPLE_HOLES, scores, scoreBasis: 'gross' });
    expect(rows.slice(0, 3).map((row) => [row.playerName, row.totalScore, row.position])).toEqual([
      ['Al', -1, 1],
      ['Bea', 0, 2],
      ['Ann', 3, 3],
    ]);
  });
});
