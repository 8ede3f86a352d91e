import fc from 'fast-check';
import { SAMPLE_HOLES } from '../testing/sample-course.fixture';
import { type BirdiePledge, pledgeDue, teamBirdies } from './birdie-pledges';

// Sample card: hole 1 par 4, hole 2 par 5, hole 5 par 3.
describe('teamBirdies', () => {
  it('counts a hole once when two players birdie it, an eagle as one, and nothing at par', () => {
    const birdies = teamBirdies(
      [
        { teamId: 'hawks', hole: 1, strokes: 3 },
        { teamId: 'hawks', hole: 1, strokes: 3 },
        { teamId: 'hawks', hole: 2, strokes: 3 },
        { teamId: 'hawks', hole: 5, strokes: 3 },
        { teamId: 'owls', hole: 5, strokes: 2 },
        { teamId: 'owls', hole: 1, strokes: 4 },
      ],
      SAMPLE_HOLES,
    );
    expect(Object.fromEntries(birdies)).toEqual({ hawks: 2, owls: 1 });
  });
});

describe('pledgeDue', () => {
  const birdies = new Map([
    ['hawks', 3],
    ['owls', 5],
  ]);

  it('multiplies one team’s birdies by the amount', () => {
    expect(pledgeDue({ centsPerBirdie: 1000, teamId: 'hawks', capCents: null }, birdies)).toEqual({ birdies: 3, dueCents: 3000, capped: false });
  });

  it('counts the whole field when no team is named, and stops at the cap', () => {
    expect(pledgeDue({ centsPerBirdie: 500, teamId: null, capCents: 3000 }, birdies)).toEqual({ birdies: 8, dueCents: 3000, capped: true });
  });

  it('owes nothing for a team without birdies', () => {
    expect(pledgeDue({ centsPerBirdie: 500, teamId: 'eagles', capCents: null }, birdies)).toEqual({ birdies: 0, dueCents: 0, capped: false });
  });

  it('property: never above the cap, and never more than birdies x amount', () => {
    const pledge = fc.record<BirdiePledge>({
      centsPerBirdie: fc.integer({ min: 1, max: 100_000 }),
      teamId: fc.constantFrom(null, 'hawks', 'owls'),
      capCents: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(pledge, fc.integer({ min: 0, max: 18 }), fc.integer({ min: 0, max: 18 }), (promise, hawks, owls) => {
        const due = pledgeDue(
          promise,
          new Map([
            ['hawks', hawks],
            ['owls', owls],
          ]),
        );
        expect(due.dueCents).toBeLessThanOrEqual(due.birdies * promise.centsPerBirdie);
        if (promise.capCents !== null) expect(due.dueCents).toBeLessThanOrEqual(promise.capCents);
        expect(due.capped).toBe(promise.capCents !== null && due.birdies * promise.centsPerBirdie > promise.capCents);
      }),
    );
  });
});
