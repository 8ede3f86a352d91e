import { courseHandicap } from './course-handicap';
import { playingHandicap } from './playing-handicap';

describe('playingHandicap', () => {
  it('USGA-style example: index 14.2, slope 132, rating 72.3, par 71 -> course 17.888 x 95% = 16.99 -> 17', () => {
    const course = courseHandicap(14.2, { slope: 132, rating: 72.3, par: 71 });
    expect(playingHandicap(course, 95)).toBe(17);
  });

  it('rounds the course handicap itself at 100%: 17.888 -> 18', () => {
    expect(playingHandicap(courseHandicap(14.2, { slope: 132, rating: 72.3, par: 71 }))).toBe(18);
  });

  it.each([
    [20, 17], // 20 x 0.85 = 17.00
    [15, 13], // 15 x 0.85 = 12.75 -> 13
    [10, 9], // 10 x 0.85 = 8.50 -> 9 (.5 up)
    [3, 3], // 3 x 0.85 = 2.55 -> 3
  ])('four-ball stroke play 85%: course handicap %p plays off %p', (course, expected) => {
    expect(playingHandicap(course, 85)).toBe(expected);
  });

  it('four-ball match play 90%: 23.4 x 0.9 = 21.06 -> 21', () => {
    expect(playingHandicap(23.4, 90)).toBe(21);
  });

  it('plus handicaps stay negative: -4.112 x 95% = -3.907 -> -4', () => {
    expect(playingHandicap(-4.1124, 95)).toBe(-4);
  });
});
