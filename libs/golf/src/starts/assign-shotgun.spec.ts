import { assignShotgun } from './assign-shotgun';
import { defaultDoublingOrder } from './doubling-order';
import { holeCounts, moveTeam, startProblems } from './hole-counts';
import { courseHoles, teamIdsOf } from './starts.fixture';

const placed = (teams: number, options = {}) => {
  const result = assignShotgun(teamIdsOf(teams), courseHoles, options);
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.starts;
};

describe('assignShotgun', () => {
  it('doubles every one of 18 holes for 36 teams: A and B on each', () => {
    const starts = placed(36);
    expect([...holeCounts(starts).values()]).toEqual(Array(18).fill(2));
    expect(starts.slice(0, 2)).toEqual([
      { teamId: 'team-1', hole: 1, slot: 'A', wave: 1, teeMinutes: null },
      { teamId: 'team-2', hole: 1, slot: 'B', wave: 1, teeMinutes: null },
    ]);
  });

  it('doubles the longest par 5s first, par 3s last', () => {
    expect(defaultDoublingOrder(courseHoles).slice(0, 4)).toEqual([14, 18, 6, 2]);
    expect(defaultDoublingOrder(courseHoles).slice(-4)).toEqual([12, 5, 17, 7]);
    const starts = placed(20);
    expect(starts.filter((start) => start.slot === 'B').map((start) => start.hole)).toEqual([14, 18]);
  });

  it('leaves a closed hole empty and doubles elsewhere', () => {
    const starts = placed(20, { closedHoles: [14, 7] });
    expect(starts.some((start) => start.hole === 14 || start.hole === 7)).toBe(false);
    expect(starts.filter((start) => start.slot === 'B').map((start) => start.hole)).toEqual([2, 6, 9, 18]);
  });

  it('fills from hole 18 back with reverse, one group a hole while there is room', () => {
    expect(placed(3, { reverse: true }).map((start) => start.hole)).toEqual([18, 17, 16]);
    expect(placed(3).map((start) => [start.hole, start.slot])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
  });

  it('says how many places there are when the field does not fit', () => {
    expect(assignShotgun(teamIdsOf(37), courseHoles)).toEqual({ ok: false, problem: { kind: 'too-many-teams', teams: 37, places: 36 } });
    expect(assignShotgun(teamIdsOf(1), courseHoles, { closedHoles: courseHoles.map((hole) => hole.number) })).toEqual({
      ok: false,
      problem: { kind: 'no-open-hole' },
    });
    expect(placed(72, { waves: 2 }).filter((start) => start.wave === 2)).toHaveLength(36);
  });
});

describe('moveTeam', () => {
  it('moves a team onto a hole as B and leaves the other group alone on the hole it left', () => {
    const starts = placed(20);
    const moved = moveTeam(starts, 'team-1', 3);
    expect(moved.find((start) => start.teamId === 'team-1')).toMatchObject({ hole: 3, slot: 'B' });
    expect(moved.find((start) => start.teamId === 'team-2')).toMatchObject({ hole: 2, slot: null });
    expect(
      moved
        .filter((start) => start.hole === 3)
        .map((start) => start.slot)
        .sort(),
    ).toEqual(['A', 'B']);
    expect(startProblems(moved)).toEqual([]);
  });

  it('flags a third group on a hole and a group on a closed hole', () => {
    const starts = moveTeam(placed(36), 'team-1', 18);
    expect(startProblems(starts)).toEqual([{ wave: 1, hole: 18, reason: 'crowded' }]);
    expect(startProblems(placed(2), [2])).toEqual([{ wave: 1, hole: 2, reason: 'closed' }]);
  });
});
