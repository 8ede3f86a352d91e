import { SAMPLE_HOLES } from '../testing/sample-course.fixture';
import { allocateStrokes } from './allocate-strokes';
import { netScore } from './net-score';

describe('allocateStrokes', () => {
  it('handicap 3 on the sample card: strokes on SI 1 (hole 3), SI 2 (hole 13) and SI 3 (hole 6)', () => {
    const allocation = allocateStrokes(3, SAMPLE_HOLES);
    expect(allocation).toHaveLength(18);
    const holesWithStroke = allocation.filter((entry) => entry.strokes === 1).map((entry) => entry.hole);
    expect(holesWithStroke).toEqual([3, 6, 13]);
  });

  it('returns holes in number order whatever the input order', () => {
    const allocation = allocateStrokes(18, [...SAMPLE_HOLES].reverse());
    expect(allocation.map((entry) => entry.hole)).toEqual(SAMPLE_HOLES.map((hole) => hole.number));
    expect(allocation.every((entry) => entry.strokes === 1)).toBe(true);
  });
});

describe('netScore', () => {
  it('an 18-handicap making 5 on a par 4 nets 4 (5 - 1 stroke), not -13', () => {
    expect(netScore(5, 1)).toBe(4);
  });

  it('a plus player giving a stroke back nets one more than gross', () => {
    expect(netScore(4, -1)).toBe(5);
  });
});
