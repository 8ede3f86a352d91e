import { compareCountback } from './compare-countback';
import { countbackScores } from './countback-scores';

const ALL_HOLES = Array.from({ length: 18 }, (_, index) => index + 1);

function line(valueByHole: Record<number, number>, handicap = 0) {
  return { valueByHole: new Map(Object.entries(valueByHole).map(([hole, value]) => [Number(hole), value])), handicap };
}

describe('countbackScores', () => {
  it('last 9 / 6 / 3 / 1 are holes 10-18, 13-18, 16-18 and 18 by number', () => {
    const values = Object.fromEntries(ALL_HOLES.map((hole) => [hole, hole]));
    // 10+..+18 = 126, 13+..+18 = 93, 16+17+18 = 51, 18
    expect(countbackScores([line(values)], ALL_HOLES)).toEqual([126, 93, 51, 18]);
  });

  it('deducts 1/2, 1/3, 1/6, 1/18 of the handicap, unrounded: handicap 19 -> 9.5, 6.333, 3.167, 1.056', () => {
    const [last9, last6, last3, last1] = countbackScores([line({}, 19)], ALL_HOLES);
    expect(last9).toBeCloseTo(-9.5, 10);
    expect(last6).toBeCloseTo(-19 / 3, 10);
    expect(last3).toBeCloseTo(-19 / 6, 10);
    expect(last1).toBeCloseTo(-19 / 18, 10);
  });

  it('adds up the lines of a team', () => {
    expect(countbackScores([line({ 18: 1 }), line({ 18: 2 })], ALL_HOLES)[3]).toBe(3);
  });
});

describe('compareCountback', () => {
  it('the first segment that differs decides', () => {
    expect(compareCountback([1, 2, 3, 4], [1, 1, 9, 9])).toBeGreaterThan(0);
    expect(compareCountback([0, 0, -1, 5], [0, 0, 0, 0])).toBeLessThan(0);
  });

  it('treats float noise as a tie', () => {
    expect(compareCountback([19 / 3 + 1e-12], [19 / 3])).toBe(0);
  });
});
