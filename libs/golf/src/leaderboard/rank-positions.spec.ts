import fc from 'fast-check';
import { positionLabel } from './position-label';
import { rankPositions } from './rank-positions';

describe('rankPositions', () => {
  it('lower is better and ties share: -3, -1, -1, 2 -> 1, 2, 2, 4', () => {
    const ranked = rankPositions([2, -1, -3, -1], (value) => value);
    expect(ranked.map((entry) => [entry.item, entry.position])).toEqual([
      [-3, 1],
      [-1, 2],
      [-1, 2],
      [2, 4],
    ]);
  });

  it('property: positions never decrease in sorted order, equal scores share, position = 1 + number strictly better', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 40 }), { maxLength: 30 }), (scores) => {
        const ranked = rankPositions(scores, (value) => value);
        ranked.forEach((entry, index) => {
          const previous = ranked[index - 1];
          if (previous) expect(entry.position).toBeGreaterThanOrEqual(previous.position);
          if (previous && previous.item === entry.item) expect(entry.position).toBe(previous.position);
          expect(entry.position).toBe(1 + scores.filter((score) => score < entry.item).length);
        });
      }),
    );
  });
});

describe('positionLabel', () => {
  it('formats positions', () => {
    expect(positionLabel(1, false)).toBe('1');
    expect(positionLabel(2, true)).toBe('T2');
    expect(positionLabel(null, false)).toBe('-');
  });
});
