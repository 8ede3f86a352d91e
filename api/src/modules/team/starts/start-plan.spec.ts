import { startsPlanInput } from '@fairway/contracts/starts';
import { assignPlan, engineStart, moveToWave, planProblems, startHoles, startsPlanView, startWrite } from './start-plan';
import type { TeamStartRow } from './starts.repository';

const pars = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];
const holes = startHoles(pars.map((par, index) => ({ number: index + 1, par, yardage: 300 + index, handicap: index + 1 })));
const ids = (count: number) => Array.from({ length: count }, (_, index) => `t${index + 1}`);
const placed = (input: object, count: number) => {
  const result = assignPlan(startsPlanInput.parse(input), ids(count), holes);
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.starts;
};
const row = (id: string, startingHole: number | null, extra: Partial<TeamStartRow> = {}): TeamStartRow => ({
  id,
  name: id.toUpperCase(),
  startingHole,
  startSlot: null,
  startWave: 1,
  teeTime: null,
  ...extra,
});

describe('assignPlan', () => {
  it('completes a doubling order that names only some holes, so every team still gets a hole', () => {
    const starts = placed({ mode: 'shotgun', doublingOrder: [3] }, 20);
    expect(starts).toHaveLength(20);
    expect(starts.filter((start) => start.slot === 'B').map((start) => start.hole)).toEqual([3, 18]);
  });

  it('plays 18 par 4s when the tournament has no card', () => {
    expect(startHoles([])).toHaveLength(18);
    expect(assignPlan(startsPlanInput.parse({ mode: 'shotgun' }), ids(36), startHoles([])).ok).toBe(true);
  });
});

describe('startWrite', () => {
  it("gives a shotgun team its wave's horn time and a tee-time team its clock time", () => {
    const shotgun = startsPlanInput.parse({ mode: 'shotgun', waves: 2, shotgunTimes: ['08:00'] });
    const [first, second] = placed(shotgun, 2);
    expect([startWrite(first!, shotgun).teeTime, startWrite(second!, shotgun).teeTime]).toEqual(['08:00', null]);
    const teeTimes = startsPlanInput.parse({ mode: 'tee-times', firstTime: '07:05', intervalMinutes: 8, groupsPerTime: 1 });
    expect(placed(teeTimes, 8).map((start) => startWrite(start, teeTimes).teeTime)).toContain('08:01');
  });
});

describe('moveToWave', () => {
  it('takes a team out of its wave (the group it left loses its slot) and puts it on the hole of the other wave', () => {
    const starts = [
      { teamId: 'a', hole: 4, slot: 'A', wave: 1, teeMinutes: null },
      { teamId: 'b', hole: 4, slot: 'B', wave: 1, teeMinutes: null },
      { teamId: 'c', hole: 4, slot: null, wave: 2, teeMinutes: null },
    ] as const;
    expect(moveToWave(starts, 'a', 4, 2)).toEqual([
      { teamId: 'a', hole: 4, slot: 'B', wave: 2, teeMinutes: null },
      { teamId: 'b', hole: 4, slot: null, wave: 1, teeMinutes: null },
      { teamId: 'c', hole: 4, slot: 'A', wave: 2, teeMinutes: null },
    ]);
  });
});

describe('planProblems', () => {
  it('counts tee-time groups per time and tee against the groups the plan sends, not against a shotgun hole', () => {
    const plan = startsPlanInput.parse({ mode: 'tee-times', firstTime: '08:00', intervalMinutes: 10, groupsPerTime: 3 });
    const rows = [row('a', 1, { teeTime: '08:00' }), row('b', 1, { teeTime: '08:00' }), row('c', 1, { teeTime: '08:00' })];
    expect(planProblems(rows.map(engineStart), plan)).toEqual([]);
    expect(planProblems([...rows, row('d', 1, { teeTime: '08:00' })].map(engineStart), plan)).toEqual([{ wave: 1, hole: 1, reason: 'crowded' }]);
  });

  it('flags a group on a closed hole of a shotgun', () => {
    const plan = startsPlanInput.parse({ mode: 'shotgun', closedHoles: [1] });
    expect(planProblems([row('late', null)].map(engineStart), plan)).toEqual([{ wave: 1, hole: 1, reason: 'closed' }]);
  });
});

describe('startsPlanView', () => {
  it('shows a team never placed on hole 1, where it plays, and no lock before one', () => {
    const view = startsPlanView([row('late', null)], undefined);
    expect(view).toEqual({
      plan: null,
      starts: [{ teamId: 'late', teamName: 'LATE', hole: 1, slot: null, wave: 1, teeTime: null }],
      holeCounts: [{ wave: 1, hole: 1, count: 1 }],
      problems: [],
      locked: false,
      lockedAt: null,
      lockedByName: null,
    });
  });
});
