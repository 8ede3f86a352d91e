import { roundHalfUp } from './round-half-up';

describe('roundHalfUp', () => {
  it.each([
    [17.4, 17],
    [17.5, 18],
    [16.993, 17],
    [0.5, 1],
    [-2.4, -2],
    [-2.5, -2],
    [-2.6, -3],
  ])('%p -> %p', (value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });

  it('absorbs float drift: 1.005 x 100 is 100.49999999999999 in floating point but 100.5 on paper', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundHalfUp(1.005 * 100)).toBe(101);
  });
});
