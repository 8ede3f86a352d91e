import { holeOrder } from './hole-order';
import { roundProgress } from './round-progress';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('holeOrder', () => {
  it('starting on 1 plays 1..18', () => {
    expect(holeOrder(1)).toEqual(range(1, 18));
    expect(holeOrder(null)).toEqual(range(1, 18));
  });

  it('a shotgun start on 7 plays 7..18 then 1..6', () => {
    expect(holeOrder(7)).toEqual([...range(7, 18), ...range(1, 6)]);
  });

  it('refuses starting holes outside 1-18', () => {
    expect(() => holeOrder(0)).toThrow(RangeError);
    expect(() => holeOrder(19)).toThrow(RangeError);
  });
});

describe('roundProgress', () => {
  it('not started on hole 7: current 7, thru 0, 0%', () => {
    expect(roundProgress(7, [])).toMatchObject({ thru: 0, currentHole: 7, currentHoleLabel: '7', finished: false, completionPercentage: 0 });
  });

  it('shotgun on 7 after holes 7-18 (12 holes): current hole 1, 12/18 = 66.7% -> 67', () => {
    expect(roundProgress(7, range(7, 18))).toMatchObject({ thru: 12, currentHole: 1, completionPercentage: 67, startingHole: 7 });
  });

  it('shotgun on 7 after 7-18 and 1-5: current hole 6', () => {
    expect(roundProgress(7, [...range(7, 18), ...range(1, 5)]).currentHole).toBe(6);
  });

  it('finished: current hole 18 shown as F, 100%', () => {
    expect(roundProgress(7, range(1, 18))).toMatchObject({ thru: 18, currentHole: 18, currentHoleLabel: 'F', finished: true, completionPercentage: 100 });
  });

  it('a skipped entry does not hold the current hole back: played 1-3 and 5, current 6', () => {
    expect(roundProgress(1, [1, 2, 3, 5])).toMatchObject({ thru: 4, currentHole: 6 });
  });

  it('after the last hole of the order with gaps left, the first unplayed hole is next', () => {
    expect(roundProgress(1, [...range(1, 10), ...range(12, 18)])).toMatchObject({ thru: 17, currentHole: 11, finished: false });
  });

  it('ignores duplicates and holes that are not on the card', () => {
    expect(roundProgress(1, [1, 1, 2, 25]).thru).toBe(2);
  });
});
