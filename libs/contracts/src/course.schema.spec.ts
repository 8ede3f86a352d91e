import { course, hole } from './course.schema';
import { messages } from './messages';
import { issueMessages } from './testing/zod-issues';

describe('hole', () => {
  it('accepts par 3-6, a positive yardage and a stroke index 1-18', () => {
    expect(hole.parse({ number: 18, par: 5, yardage: 540, handicap: 1 })).toEqual({ number: 18, par: 5, yardage: 540, handicap: 1 });
  });

  it.each([
    [{ number: 19 }, messages.score.holeRange],
    [{ par: 2 }, messages.course.parRange],
    [{ par: 7 }, messages.course.parRange],
    [{ yardage: 0 }, messages.course.yardagePositive],
    [{ handicap: 0 }, messages.course.holeHandicapRange],
  ])('refuses %p', (override, message) => {
    expect(issueMessages(hole, { number: 1, par: 4, yardage: 400, handicap: 5, ...override })).toEqual([message]);
  });
});

describe('course', () => {
  it('parses a course whose tee has no slope or rating on file', () => {
    const parsed = course.parse({
      id: 'pebble-creek',
      name: 'Pebble Creek',
      location: 'Austin, TX',
      latitude: 30.27,
      longitude: -97.74,
      tees: [{ name: 'White', slope: null, rating: null, par: 72, holes: [{ number: 1, par: 4, yardage: 400, handicap: 5 }] }],
    });
    expect(parsed.tees[0]?.slope).toBeNull();
  });
});
