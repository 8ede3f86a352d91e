import { SAMPLE_HOLES } from '../testing/sample-course.fixture';
import { parRoundPlus, scoresFromList, scoresOn } from '../testing/score-builders.fixture';
import { type ScoreInput } from '../types/score.type';
import { type TeamInput } from '../types/team.type';
import { buildLeaderboard } from './build-leaderboard';
import { type LeaderboardInput } from './leaderboard-input.type';

// Sample card: pars 4 5 4 4 3 5 3 4 4 | 4 4 3 4 5 4 4 3 5, stroke indexes 7 15 1 11 17 3 13 5 9 | 4 12 16 2 8 10 14 18 6.

function soloTeam(id: string, handicap = 0, startingHole: number | null = 1): TeamInput {
  return { id, name: `Team ${id}`, startingHole, players: [{ id: `${id}-p`, handicap }] };
}

function board(teams: TeamInput[], scores: ScoreInput[], extra: Partial<LeaderboardInput> = {}) {
  return buildLeaderboard({ teams, holes: SAMPLE_HOLES, scores, format: 'stroke-play', ...extra });
}

const summary = (rows: ReturnType<typeof buildLeaderboard>) => rows.map((row) => [row.teamId, row.positionLabel]);

describe('buildLeaderboard: best ball', () => {
  // Team A: indexes 10 and 20 at 85% -> 8.5 -> 9 and 17. Team B: 0 and 4 -> 0 and 3.4 -> 3.
  const teams: TeamInput[] = [
    {
      id: 'A',
      name: 'Aces',
      startingHole: 1,
      players: [
        { id: 'a1', handicap: 10 },
        { id: 'a2', handicap: 20 },
      ],
    },
    {
      id: 'B',
      name: 'Birdies',
      startingHole: 1,
      players: [
        { id: 'b1', handicap: 0 },
        { id: 'b2', handicap: 4 },
      ],
    },
    { id: 'C', name: 'Condors', startingHole: 1, players: [{ id: 'c1', handicap: 12 }] },
  ];
  const scores = [
    ...scoresFromList('a1', [5, 6, 5]), // strokes on SI 7, -, SI 1 -> net 4 6 4
    ...scoresFromList('a2', [6, 6, 5]), // strokes on SI 7, 15, 1 -> net 5 5 4
    ...scoresFromList('b1', [4, 5, 5]), // no strokes -> net 4 5 5
    ...scoresFromList('b2', [5, 4, 4]), // stroke on SI 1 only -> net 5 4 3
  ];

  it('net: A best nets 4 5 4 on pars 4 5 4 = E; B best nets 4 4 3 = -2; C has no score: last, unranked', () => {
    const rows = board(teams, scores, { format: 'best-ball' });
    expect(rows.map((row) => [row.teamId, row.position, row.positionLabel, row.totalScore, row.totalScoreLabel, row.isLeader])).toEqual([
      ['B', 1, '1', -2, '-2', true],
      ['A', 2, '2', 0, 'E', false],
      ['C', null, '-', 0, 'E', false],
    ]);
    const b = rows[0];
    expect(b).toMatchObject({ grossTotal: 12, netTotal: 11, thru: 3, currentHole: 4, completionPercentage: 17, startingHole: 1 });
    expect(rows[1]).toMatchObject({ grossTotal: 16, netTotal: 13 });
    expect(rows[2]).toMatchObject({ thru: 0, currentHole: 1, completionPercentage: 0, isLeader: false });
  });

  it('gross basis: A best gross 5 6 5 = +3, B 4 4 4 = -1', () => {
    const rows = board(teams, scores, { format: 'best-ball', scoreBasis: 'gross' });
    expect(rows.map((row) => [row.teamId, row.totalScore])).toEqual([
      ['B', -1],
      ['A', 3],
      ['C', 0],
    ]);
  });

  it('allowance override: four-ball at 100% gives index 20 a stroke on SI 18 (hole 17) that 85% (17) does not', () => {
    const pair: TeamInput[] = [
      {
        id: 'P',
        name: 'Pair',
        startingHole: 17,
        players: [
          { id: 'p1', handicap: 20 },
          { id: 'p2', handicap: 20 },
        ],
      },
    ];
    const onSeventeen = [...scoresOn('p1', { 17: 4 }), ...scoresOn('p2', { 17: 4 })];
    expect(board(pair, onSeventeen, { format: 'best-ball' })[0]?.totalScore).toBe(1);
    expect(board(pair, onSeventeen, { format: 'best-ball', allowances: { bestBall: 100 } })[0]?.totalScore).toBe(0);
    // match play ranks like best ball at the four-ball match-play allowance: 90% of 20 = 18 -> stroke on SI 18
    expect(board(pair, onSeventeen, { format: 'match-play' })[0]?.totalScore).toBe(0);
  });
});

describe('buildLeaderboard: stroke play, ties and progress', () => {
  it('equal scores share the position: E, E, +1 -> T1, T1, 3', () => {
    const rows = board(
      [soloTeam('X'), soloTeam('Y'), soloTeam('Z')],
      [...scoresFromList('X-p', [4, 5]), ...scoresFromList('Y-p', [3, 6]), ...scoresFromList('Z-p', [5, 5])],
    );
    expect(summary(rows)).toEqual([
      ['X', 'T1'],
      ['Y', 'T1'],
      ['Z', '3'],
    ]);
    expect(rows.filter((row) => row.isLeader).map((row) => row.teamId)).toEqual(['X', 'Y']);
  });

  it('aggregates every player: 4 + 5 on par 4 twice = +1 over two player-holes', () => {
    const team: TeamInput = {
      id: 'T',
      name: 'Two',
      startingHole: 1,
      players: [
        { id: 't1', handicap: 0 },
        { id: 't2', handicap: 0 },
      ],
    };
    const [row] = board([team], [...scoresOn('t1', { 1: 4 }), ...scoresOn('t2', { 1: 5 })]);
    expect(row).toMatchObject({ totalScore: 1, grossTotal: 9, netTotal: 9, thru: 1 });
  });

  it('shotgun on 7 after holes 7-10: thru 4, current hole 11, 4/18 = 22%', () => {
    const [row] = board([soloTeam('S', 0, 7)], scoresOn('S-p', { 7: 3, 8: 4, 9: 4, 10: 4 }));
    expect(row).toMatchObject({ thru: 4, currentHole: 11, currentHoleLabel: '11', startingHole: 7, completionPercentage: 22, finished: false });
  });

  it('a finished round shows F, 100%', () => {
    const [row] = board([soloTeam('F', 0, 7)], parRoundPlus('F-p'));
    expect(row).toMatchObject({ thru: 18, currentHole: 18, currentHoleLabel: 'F', finished: true, completionPercentage: 100, totalScore: 0 });
  });

  it('uses slope and rating: index 14.2, slope 132, rating 72.3, par 72 -> 16.888 x 95% = 16.04 -> 16 strokes', () => {
    const rated = board([soloTeam('R', 14.2)], parRoundPlus('R-p'), { courseRating: { slope: 132, rating: 72.3 } });
    expect(rated[0]?.totalScore).toBe(-16);
    // without ratings the index is the course handicap: 14.2 x 95% = 13.49 -> 13
    expect(board([soloTeam('R', 14.2)], parRoundPlus('R-p'))[0]?.totalScore).toBe(-13);
  });

  it('ignores scores of players on no team and of holes not on the card', () => {
    const rows = board(
      [soloTeam('A')],
      [
        { playerId: 'ghost', hole: 1, strokes: 2 },
        { playerId: 'A-p', hole: 19, strokes: 3 },
      ],
    );
    expect(rows[0]).toMatchObject({ position: null, thru: 0 });
  });
});

describe('buildLeaderboard: countback', () => {
  // P: index 10 -> 95% 9.5 -> 10; gross 82 (+5 on holes 1-5 and 10-14), net 72 = E, back nine 41.
  // Q: index 20 -> 19; gross 91 (+1 on every hole and +1 more on hole 1), net 72 = E, back nine 45.
  // Last nine net: P 41 - 10/2 = 36 (0 vs par 36), Q 45 - 19/2 = 35.5 (-0.5): Q wins.
  const teams = [soloTeam('P', 10), soloTeam('Q', 20)];
  const plusFive = { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 10: 1, 11: 1, 12: 1, 13: 1, 14: 1 };
  const plusOneEverywhere = Object.fromEntries(SAMPLE_HOLES.map((hole) => [hole.number, hole.number === 1 ? 2 : 1]));
  const scores = [...parRoundPlus('P-p', plusFive), ...parRoundPlus('Q-p', plusOneEverywhere)];

  it('shares the position by default', () => {
    const rows = board(teams, scores);
    expect(rows.map((row) => [row.teamId, row.totalScore, row.grossTotal, row.netTotal, row.positionLabel])).toEqual([
      ['P', 0, 82, 72, 'T1'],
      ['Q', 0, 91, 72, 'T1'],
    ]);
  });

  it('net countback with the handicap halves on the last nine: Q 35.5 beats P 36', () => {
    expect(summary(board(teams, scores, { tieBreak: 'countback-leader' }))).toEqual([
      ['Q', '1'],
      ['P', '2'],
    ]);
  });

  // Gross, one-player teams at index 0. W: -1 alone. Tied at E: Y (+1 on 1, -1 on 2... back nine level),
  // X (-1 on 1, +1 on 10: last nine +1, last six 0), Z (-1 on 2, +1 on 18: last nine +1, last six +1).
  const field = [soloTeam('W'), soloTeam('X'), soloTeam('Y'), soloTeam('Z')];
  const fieldScores = [
    ...parRoundPlus('W-p', { 1: -1 }),
    ...parRoundPlus('X-p', { 1: -1, 10: 1 }),
    ...parRoundPlus('Y-p', { 1: 1, 2: -1 }),
    ...parRoundPlus('Z-p', { 2: -1, 18: 1 }),
  ];

  it('countback-leader leaves a tie below first shared', () => {
    const rows = board(field, fieldScores, { scoreBasis: 'gross', tieBreak: 'countback-leader' });
    expect(summary(rows)).toEqual([
      ['W', '1'],
      ['X', 'T2'],
      ['Y', 'T2'],
      ['Z', 'T2'],
    ]);
  });

  it('countback-all orders every tie: last nine Y (0) before X and Z (+1); last six X (0) before Z (+1)', () => {
    const rows = board(field, fieldScores, { scoreBasis: 'gross', tieBreak: 'countback-all' });
    expect(summary(rows)).toEqual([
      ['W', '1'],
      ['Y', '2'],
      ['X', '3'],
      ['Z', '4'],
    ]);
  });

  it('countback-leader on a three-way tie for first: the winner is 1, the others share 2', () => {
    const rows = board(field.slice(1), fieldScores, { scoreBasis: 'gross', tieBreak: 'countback-leader' });
    expect(summary(rows)).toEqual([
      ['Y', '1'],
      ['X', 'T2'],
      ['Z', 'T2'],
    ]);
    expect(rows.filter((row) => row.isLeader).map((row) => row.teamId)).toEqual(['Y']);
  });

  it('the last nine is holes 10-18 even for a shotgun start on 10', () => {
    const shotgun = [soloTeam('X', 0, 10), soloTeam('Z', 0, 10)];
    const rows = board(shotgun, fieldScores, { scoreBasis: 'gross', tieBreak: 'countback-all' });
    expect(summary(rows)).toEqual([
      ['X', '1'],
      ['Z', '2'],
    ]);
  });

  it('identical cards stay tied after countback', () => {
    const twins = [soloTeam('A'), soloTeam('B')];
    const rows = board(twins, [...parRoundPlus('A-p', { 3: 1 }), ...parRoundPlus('B-p', { 3: 1 })], { tieBreak: 'countback-all' });
    expect(summary(rows)).toEqual([
      ['A', 'T1'],
      ['B', 'T1'],
    ]);
  });

  it('unfinished rounds are not split by countback', () => {
    const unfinished = fieldScores.filter((score) => score.hole !== 9);
    const rows = board(field.slice(1), unfinished, { scoreBasis: 'gross', tieBreak: 'countback-all' });
    expect(rows.every((row) => row.positionLabel === 'T1')).toBe(true);
  });
});

describe('buildLeaderboard: scramble and Stableford', () => {
  it('scramble: indexes 2, 8, 14, 20 -> team handicap 6; hole 1 lowest 4 (no stroke, SI 7) = E, hole 3 lowest 4 - 1 (SI 1) = -1', () => {
    const team: TeamInput = {
      id: 'S',
      name: 'Scramblers',
      startingHole: 1,
      players: [2, 8, 14, 20].map((handicap, index) => ({ id: `s${index}`, handicap })),
    };
    const scores = [...scoresOn('s0', { 1: 5, 3: 4 }), ...scoresOn('s1', { 1: 4 }), ...scoresOn('s2', { 1: 6 }), ...scoresOn('s3', { 3: 5 })];
    const [row] = buildLeaderboard({ teams: [team], holes: SAMPLE_HOLES, scores, format: 'scramble' });
    expect(row).toMatchObject({ totalScore: -1, grossTotal: 8, netTotal: 7, thru: 2, currentHole: 4 });
  });

  it('Stableford ranks by points, more is better, even against strokes', () => {
    // F (index 0): eagle 2 on par 4 = 4 pts, 9 on par 5 = 0 pts: 4 pts, +2 net.
    // G (index 18 -> 17): 6 and 6 with a stroke on each (SI 7, 15) -> nets 5, 5: bogey 1 + par 2 = 3 pts, +1 net.
    const rows = buildLeaderboard({
      teams: [soloTeam('F'), soloTeam('G', 18)],
      holes: SAMPLE_HOLES,
      scores: [...scoresFromList('F-p', [2, 9]), ...scoresFromList('G-p', [6, 6])],
      format: 'stableford',
    });
    expect(rows.map((row) => [row.teamId, row.positionLabel, row.stablefordPoints, row.totalScore])).toEqual([
      ['F', '1', 4, 2],
      ['G', '2', 3, 1],
    ]);
  });

  it('other formats report no Stableford points', () => {
    expect(board([soloTeam('A')], scoresFromList('A-p', [4]))[0]?.stablefordPoints).toBeNull();
  });
});
