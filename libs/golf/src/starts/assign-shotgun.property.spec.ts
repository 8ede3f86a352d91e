import fc from 'fast-check';
import { assignShotgun, groupsPerHole } from './assign-shotgun';
import { defaultDoublingOrder } from './doubling-order';
import { holeCounts, startProblems } from './hole-counts';
import { courseHoles, teamIdsOf } from './starts.fixture';

const closedArb = fc.uniqueArray(fc.integer({ min: 1, max: 18 }), { maxLength: 8 });
const fieldArb = fc.record({
  closedHoles: closedArb,
  waves: fc.constantFrom<1 | 2>(1, 2),
  reverse: fc.boolean(),
  teams: fc.integer({ min: 0, max: 72 }),
});

describe('assignShotgun (properties)', () => {
  it('places every team exactly once, never on a closed hole, at most two to a hole per wave; or says the field is too big', () => {
    fc.assert(
      fc.property(fieldArb, ({ closedHoles, waves, reverse, teams }) => {
        const result = assignShotgun(teamIdsOf(teams), courseHoles, { closedHoles, waves, reverse });
        const places = (18 - closedHoles.length) * groupsPerHole * waves;
        if (!result.ok) return teams > places || (closedHoles.length === 18 && teams > 0);
        expect(result.starts.map((start) => start.teamId).sort()).toEqual(teamIdsOf(teams).sort());
        expect(startProblems(result.starts, closedHoles)).toEqual([]);
        return [...holeCounts(result.starts).values()].every((count) => count <= groupsPerHole);
      }),
    );
  });

  it('doubles exactly as many holes as there are teams beyond the open holes, in the doubling order', () => {
    fc.assert(
      fc.property(fieldArb, ({ closedHoles, reverse, teams }) => {
        const result = assignShotgun(teamIdsOf(teams), courseHoles, { closedHoles, reverse });
        if (!result.ok) return true;
        const open = 18 - closedHoles.length;
        const doubled = [...holeCounts(result.starts)].filter(([, count]) => count === 2).map(([key]) => Number(key.split(':')[1]));
        const expected = defaultDoublingOrder(courseHoles)
          .filter((hole) => !closedHoles.includes(hole))
          .slice(0, Math.max(0, teams - open));
        expect(doubled.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
        return true;
      }),
    );
  });

  it('gives A and B on a doubled hole and no slot to a lone group', () => {
    fc.assert(
      fc.property(fieldArb, ({ closedHoles, waves, teams }) => {
        const result = assignShotgun(teamIdsOf(teams), courseHoles, { closedHoles, waves });
        if (!result.ok) return true;
        const counts = holeCounts(result.starts);
        return result.starts.every((start) => {
          const together = result.starts.filter((other) => other.wave === start.wave && other.hole === start.hole).map((other) => other.slot);
          return counts.get(`${start.wave}:${start.hole}`) === 2 ? together.sort().join() === 'A,B' : start.slot === null;
        });
      }),
    );
  });

  it('splits two waves into halves, the first wave taking the odd team', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 72 }), (teams) => {
        const result = assignShotgun(teamIdsOf(teams), courseHoles, { waves: 2 });
        if (!result.ok) return false;
        return result.starts.filter((start) => start.wave === 1).length === Math.ceil(teams / 2);
      }),
    );
  });
});
