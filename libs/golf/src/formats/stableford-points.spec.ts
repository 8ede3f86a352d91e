import { stablefordPoints } from './stableford-points';

describe('stablefordPoints', () => {
  it.each([
    [6, 4, 0, 'double bogey'],
    [9, 4, 0, 'far worse'],
    [5, 4, 1, 'bogey'],
    [4, 4, 2, 'par'],
    [3, 4, 3, 'birdie'],
    [3, 5, 4, 'eagle'],
    [2, 5, 5, 'albatross'],
    [1, 5, 6, 'four under (hole in one on a par 5)'],
  ])('net %p on a par %p scores %p (%s)', (net, par, points) => {
    expect(stablefordPoints(net, par)).toBe(points);
  });

  it('no score is 0 points', () => {
    expect(stablefordPoints(null, 4)).toBe(0);
    expect(stablefordPoints(undefined, 4)).toBe(0);
  });
});
