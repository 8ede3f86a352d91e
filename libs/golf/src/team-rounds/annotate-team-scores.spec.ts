import { DEFAULT_HANDICAP_ALLOWANCES } from '../handicap/handicap-allowances';
import { SAMPLE_HOLES } from '../testing/sample-course.fixture';
import { scoresOn } from '../testing/score-builders.fixture';
import { type GolfFormat } from '../types/golf-format.type';
import { type TeamInput } from '../types/team.type';
import { annotateTeamScores, teamStrokesLookup } from './annotate-team-scores';

function settings(format: GolfFormat, basis: 'net' | 'gross' = 'net') {
  return { format, holes: SAMPLE_HOLES, allowances: DEFAULT_HANDICAP_ALLOWANCES, basis };
}

describe('annotateTeamScores', () => {
  const team: TeamInput = {
    id: 'A',
    name: 'Aces',
    players: [
      { id: 'low', handicap: 2 },
      { id: 'high', handicap: 20 },
    ],
  };
  // Hole 3 is SI 1. Best ball 85%: low 1.7 -> 2, high 17 -> a stroke on hole 3 for both.
  const scores = [...scoresOn('low', { 3: 4 }), ...scoresOn('high', { 3: 5 }), { playerId: 'stranger', hole: 3, strokes: 2 }];

  it('best ball: nets 3 and 4, the low net is best; strangers are left out', () => {
    expect(annotateTeamScores(team, scores, settings('best-ball'))).toEqual([
      { playerId: 'low', hole: 3, strokes: 4, strokesReceived: 1, netScore: 3, isBest: true },
      { playerId: 'high', hole: 3, strokes: 5, strokesReceived: 1, netScore: 4, isBest: false },
    ]);
  });

  it('marks every tied player as best', () => {
    const tied = [...scoresOn('low', { 1: 4 }), ...scoresOn('high', { 1: 5 })]; // hole 1 SI 7: only high gets a stroke
    expect(annotateTeamScores(team, tied, settings('best-ball')).map((entry) => [entry.playerId, entry.netScore, entry.isBest])).toEqual([
      ['low', 4, true],
      ['high', 4, true],
    ]);
  });

  it('gross basis: the lowest strokes are best', () => {
    const tied = [...scoresOn('low', { 1: 4 }), ...scoresOn('high', { 1: 5 })];
    expect(annotateTeamScores(team, tied, settings('best-ball', 'gross')).map((entry) => entry.isBest)).toEqual([true, false]);
  });

  it('scramble: team handicap 35/15 of 2 and 20 = 0.7 + 3 = 3.7 -> 4 strokes on SI 1-4; lowest entry is best', () => {
    const annotated = annotateTeamScores(team, [...scoresOn('low', { 3: 4, 1: 4 }), ...scoresOn('high', { 3: 4 })], settings('scramble'));
    expect(annotated).toEqual([
      { playerId: 'low', hole: 1, strokes: 4, strokesReceived: 0, netScore: 4, isBest: true },
      { playerId: 'low', hole: 3, strokes: 4, strokesReceived: 1, netScore: 3, isBest: true },
      { playerId: 'high', hole: 3, strokes: 4, strokesReceived: 1, netScore: 3, isBest: true },
    ]);
  });
});

describe('teamStrokesLookup', () => {
  const team: TeamInput = {
    id: 'A',
    name: 'Aces',
    players: [
      { id: 'low', handicap: 2 },
      { id: 'high', handicap: 20 },
    ],
  };

  it("gives before the round the strokes a stored score gets on each hole: the printed card's dots", () => {
    for (const format of ['best-ball', 'stroke-play', 'scramble'] as const) {
      const lookup = teamStrokesLookup(team, settings(format));
      const everyHole = [
        ...scoresOn('low', Object.fromEntries(SAMPLE_HOLES.map((hole) => [hole.number, 4]))),
        ...scoresOn('high', Object.fromEntries(SAMPLE_HOLES.map((hole) => [hole.number, 5]))),
      ];
      const stored = annotateTeamScores(team, everyHole, settings(format));
      const strokeIndexOf = new Map(SAMPLE_HOLES.map((hole) => [hole.number, hole.handicap]));
      expect(stored.map((entry) => lookup(entry.playerId, strokeIndexOf.get(entry.hole)!))).toEqual(stored.map((entry) => entry.strokesReceived));
    }
  });

  it('best ball at 85%: the 20 handicap (17) gets a stroke on the 17 hardest holes, the 2 handicap on the 2 hardest', () => {
    const lookup = teamStrokesLookup(team, settings('best-ball'));
    const strokes = (player: string) => SAMPLE_HOLES.reduce((sum, hole) => sum + lookup(player, hole.handicap), 0);
    expect([strokes('low'), strokes('high')]).toEqual([2, 17]);
    expect(lookup('high', 18)).toBe(0);
  });
});
