import fc from 'fast-check';
import { strokesReceivedOnHole } from './strokes-received-on-hole';

const STROKE_INDEXES = Array.from({ length: 18 }, (_, index) => index + 1);

function strokesBySi(playingHandicap: number): number[] {
  return STROKE_INDEXES.map((si) => strokesReceivedOnHole(playingHandicap, si));
}

describe('strokesReceivedOnHole', () => {
  it('handicap 0 receives nothing', () => {
    expect(strokesBySi(0)).toEqual(Array(18).fill(0));
  });

  it('handicap 1: one stroke on SI 1 only', () => {
    expect(strokesBySi(1)).toEqual([1, ...Array(17).fill(0)]);
  });

  it('handicap 18: one stroke on every hole', () => {
    expect(strokesBySi(18)).toEqual(Array(18).fill(1));
  });

  it('handicap 20: floor(20/18) = 1 everywhere, plus 1 on SI 1-2 (20 mod 18 = 2)', () => {
    expect(strokesBySi(20)).toEqual([2, 2, ...Array(16).fill(1)]);
  });

  it('handicap 36: two strokes everywhere', () => {
    expect(strokesBySi(36)).toEqual(Array(18).fill(2));
  });

  it('handicap 40: floor(40/18) = 2 everywhere, plus 1 on SI 1-4 (40 mod 18 = 4)', () => {
    expect(strokesBySi(40)).toEqual([3, 3, 3, 3, ...Array(14).fill(2)]);
  });

  it('handicap 54: three strokes everywhere', () => {
    expect(strokesBySi(54)).toEqual(Array(18).fill(3));
  });

  it('plus 2 (stored -2) gives strokes back on SI 18 and 17', () => {
    expect(strokesBySi(-2)).toEqual([...Array(16).fill(0), -1, -1]);
  });

  it('plus 1 gives back on SI 18 only', () => {
    expect(strokesReceivedOnHole(-1, 18)).toBe(-1);
    expect(strokesReceivedOnHole(-1, 17)).toBe(0);
  });

  it('refuses fractional handicaps and stroke indexes outside 1-18', () => {
    expect(() => strokesReceivedOnHole(10.5, 1)).toThrow(RangeError);
    expect(() => strokesReceivedOnHole(10, 0)).toThrow(RangeError);
    expect(() => strokesReceivedOnHole(10, 19)).toThrow(RangeError);
  });

  it('property: the 18 holes receive exactly the playing handicap in total (-10..54)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 54 }), (handicap) => {
        const total = strokesBySi(handicap).reduce((sum, strokes) => sum + strokes, 0);
        expect(total).toBe(handicap);
      }),
    );
  });

  it('property: each hole gets floor(n/18) or one more, harder holes never fewer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 54 }), fc.integer({ min: 1, max: 18 }), (handicap, si) => {
        const strokes = strokesReceivedOnHole(handicap, si);
        const base = Math.floor(handicap / 18);
        expect([base, base + 1]).toContain(strokes);
        if (si > 1) expect(strokesReceivedOnHole(handicap, si - 1)).toBeGreaterThanOrEqual(strokes);
      }),
    );
  });
});
