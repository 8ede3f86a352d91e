import { courseHandicap } from './course-handicap';

describe('courseHandicap', () => {
  it('index 14.2, slope 132, rating 72.3, par 71: 14.2 x 132/113 + (72.3 - 71) = 16.588 + 1.3 = 17.888, unrounded', () => {
    expect(courseHandicap(14.2, { slope: 132, rating: 72.3, par: 71 })).toBeCloseTo(17.8876, 4);
  });

  it('index 20.0 at slope 113 and rating = par keeps 20', () => {
    expect(courseHandicap(20, { slope: 113, rating: 72, par: 72 })).toBeCloseTo(20, 10);
  });

  it('plus index +2.0 (stored -2) at slope 125, rating 70.1, par 72: -2 x 125/113 - 1.9 = -4.112', () => {
    expect(courseHandicap(-2, { slope: 125, rating: 70.1, par: 72 })).toBeCloseTo(-4.1124, 4);
  });

  it('uses the index when the course has no slope and rating on file', () => {
    expect(courseHandicap(12.4)).toBe(12.4);
    expect(courseHandicap(12.4, null)).toBe(12.4);
    expect(courseHandicap(12.4, { slope: null, rating: null, par: 72 })).toBe(12.4);
    expect(courseHandicap(12.4, { slope: 130, rating: null, par: 72 })).toBe(12.4);
  });
});
