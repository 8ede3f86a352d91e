import { courseCatalogue, type CatalogueCourse, type CatalogueTee } from './index';
import { holesFromCard } from './holes-from-card';

const oneToEighteen = Array.from({ length: 18 }, (_, i) => i + 1);

const teeCases: Array<[string, string, CatalogueTee]> = courseCatalogue.flatMap((course: CatalogueCourse) =>
  course.tees.map((tee): [string, string, CatalogueTee] => [course.name, tee.name, tee]),
);

describe('course catalogue', () => {
  it('holds at least six courses with unique names', () => {
    const names = courseCatalogue.map((course) => course.name);
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(new Set(names).size).toBe(names.length);
  });

  describe.each(courseCatalogue.map((course) => [course.name, course] as const))('%s', (_name, course) => {
    it('has a "City, State/Country" location and valid coordinates', () => {
      expect(course.location).toMatch(/^[^,]+, [^,]+$/);
      expect(Number.isFinite(course.latitude)).toBe(true);
      expect(Number.isFinite(course.longitude)).toBe(true);
      expect(Math.abs(course.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(course.longitude)).toBeLessThanOrEqual(180);
    });

    it('has at least one tee, with unique tee names', () => {
      const teeNames = course.tees.map((tee) => tee.name);
      expect(teeNames.length).toBeGreaterThan(0);
      expect(new Set(teeNames).size).toBe(teeNames.length);
    });
  });

  describe.each(teeCases)('%s — %s tees', (_course, _tee, tee) => {
    it('has 18 holes numbered 1 to 18 in order', () => {
      expect(tee.holes.map((hole) => hole.number)).toEqual(oneToEighteen);
    });

    it('uses every stroke index 1-18 exactly once', () => {
      const indexes = tee.holes.map((hole) => hole.handicap).sort((a, b) => a - b);
      expect(indexes).toEqual(oneToEighteen);
    });

    it('has pars of 3 to 6 that add up to the tee par', () => {
      for (const hole of tee.holes) {
        expect(Number.isInteger(hole.par)).toBe(true);
        expect(hole.par).toBeGreaterThanOrEqual(3);
        expect(hole.par).toBeLessThanOrEqual(6);
      }
      expect(tee.holes.reduce((sum, hole) => sum + hole.par, 0)).toBe(tee.par);
    });

    it('has positive whole-yard distances', () => {
      for (const hole of tee.holes) {
        expect(Number.isInteger(hole.yardage)).toBe(true);
        expect(hole.yardage).toBeGreaterThan(0);
      }
    });

    it('has a slope within 55-155 and a course rating within 10 of par', () => {
      expect(Number.isInteger(tee.slopeRating)).toBe(true);
      expect(tee.slopeRating).toBeGreaterThanOrEqual(55);
      expect(tee.slopeRating).toBeLessThanOrEqual(155);
      expect(Math.abs(tee.courseRating - tee.par)).toBeLessThanOrEqual(10);
    });
  });
});

describe('holesFromCard', () => {
  it('numbers the holes from the par row and keeps each column with its hole', () => {
    const holes = holesFromCard({ par: [4, 3], strokeIndex: [1, 2], yards: [400, 150] });
    expect(holes).toEqual([
      { number: 1, par: 4, yardage: 400, handicap: 1 },
      { number: 2, par: 3, yardage: 150, handicap: 2 },
    ]);
  });

  it('rejects rows of different lengths instead of dropping a hole', () => {
    expect(() => holesFromCard({ par: [4, 3], strokeIndex: [1, 2], yards: [400] })).toThrow(/differ in length/);
  });
});
