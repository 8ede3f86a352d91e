import fc from 'fast-check';
import { assignTeeTimes } from './assign-tee-times';
import { teamIdsOf } from './starts.fixture';

describe('assignTeeTimes', () => {
  it('sends groupsPerTime groups at each time, the interval apart, from hole 1', () => {
    const result = assignTeeTimes(teamIdsOf(5), { firstMinutes: 450, intervalMinutes: 10, groupsPerTime: 2 });
    expect(result.ok && result.starts.map((start) => [start.teeMinutes, start.hole])).toEqual([
      [450, 1],
      [450, 1],
      [460, 1],
      [460, 1],
      [470, 1],
    ]);
  });

  it('alternates holes 1 and 10 on a split tee', () => {
    const result = assignTeeTimes(teamIdsOf(4), { firstMinutes: 480, intervalMinutes: 9, groupsPerTime: 1, splitTee: true });
    expect(result.ok && result.starts.map((start) => [start.teeMinutes, start.hole])).toEqual([
      [480, 1],
      [480, 10],
      [489, 1],
      [489, 10],
    ]);
  });

  it('refuses a field whose last time would be past midnight', () => {
    expect(assignTeeTimes(teamIdsOf(10), { firstMinutes: 23 * 60, intervalMinutes: 15, groupsPerTime: 1 })).toEqual({
      ok: false,
      problem: { kind: 'too-many-teams', teams: 10, places: 4 },
    });
  });

  it('never puts more than groupsPerTime on one hole at one time, and times never go back (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 72 }),
        fc.integer({ min: 300, max: 720 }),
        fc.integer({ min: 6, max: 15 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        (teams, firstMinutes, intervalMinutes, groupsPerTime, splitTee) => {
          const result = assignTeeTimes(teamIdsOf(teams), { firstMinutes, intervalMinutes, groupsPerTime, splitTee });
          const perTime = groupsPerTime * (splitTee ? 2 : 1);
          if (!result.ok) return firstMinutes + Math.floor((teams - 1) / perTime) * intervalMinutes > 24 * 60 - 1;
          const times = result.starts.map((start) => start.teeMinutes!);
          const perSlot = new Map<string, number>();
          for (const start of result.starts) perSlot.set(`${start.teeMinutes}:${start.hole}`, (perSlot.get(`${start.teeMinutes}:${start.hole}`) ?? 0) + 1);
          return times.every((time, index) => index === 0 || time >= times[index - 1]!) && [...perSlot.values()].every((count) => count <= groupsPerTime);
        },
      ),
    );
  });
});
