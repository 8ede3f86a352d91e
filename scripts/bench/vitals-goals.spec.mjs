import { describe, expect, it } from '@jest/globals';
import { goalCell, goalsMissed, pageGoalChecks, vitalsGoals, walkGoalChecks } from './vitals-goals.mjs';

/** @param {number} contentMs @param {number} lcpMs @param {number} cls */
const figures = (contentMs, lcpMs, cls) => ({ contentMs, lcpMs, cls, longTaskMs: 0, kib: 0 });

describe('the vitals goals, each figure against its own', () => {
  it('holds a phone page to the issue goals: content 3.0 s and LCP 2.5 s cold, LCP 1.2 s repeat, CLS 0.05', () => {
    expect(vitalsGoals).toMatchObject({ contentMs: 3000, lcpMs: 2500, repeatLcpMs: 1200, cls: 0.05, tvMs: 1500, walkMs: 3000 });
    const checks = pageGoalChecks({}, { cold: figures(3000, 2600, 0.05), repeat: figures(900, 1201, 0.051) });
    expect(Object.fromEntries(Object.entries(checks).map(([key, check]) => [key, check.pass]))).toEqual({
      contentCold: true,
      lcpCold: false,
      lcpRepeat: false,
      clsCold: true,
      clsRepeat: false,
    });
  });

  it('holds the TV to being ready in 1.5 s, not to the phone goals', () => {
    const checks = pageGoalChecks({ tv: true }, { cold: figures(1600, 1000, 0), repeat: figures(600, 2000, 0) });
    expect(Object.keys(checks)).toEqual(['contentCold', 'clsCold', 'clsRepeat']);
    expect(checks.contentCold).toMatchObject({ figure: 'ready', goal: 1500, pass: false });
  });

  it('fails a figure that was never measured', () => {
    expect(pageGoalChecks({}, { cold: figures(Number.NaN, 1000, 0), repeat: figures(500, 500, 0) }).contentCold?.pass).toBe(false);
  });

  it('holds the cart walk to 3 s for each page and its layout shift', () => {
    const checks = walkGoalChecks({ teamSelectMs: 3100, scorecardMs: 500, cls: 0.004 });
    expect([checks.teamSelect.pass, checks.scorecard.pass, checks.cls.pass]).toEqual([false, true, true]);
  });

  it('writes a cell with the figure and pass or FAIL, and the goal when it is not the column one', () => {
    const [phone, tv] = [
      pageGoalChecks({}, { cold: figures(2100, 3000, 0), repeat: figures(0, 0, 0) }),
      pageGoalChecks({ tv: true }, { cold: figures(650, 0, 0), repeat: figures(0, 0, 0) }),
    ];
    expect(goalCell(phone.contentCold, vitalsGoals.contentMs)).toBe('2.10 s pass');
    expect(goalCell(phone.lcpCold, vitalsGoals.lcpMs)).toBe('3.00 s FAIL');
    expect(goalCell(tv.contentCold, vitalsGoals.contentMs)).toBe('0.65 s (ready ≤ 1.5 s) pass');
    expect(goalCell(tv.lcpCold, vitalsGoals.lcpMs)).toBe('—');
    expect(goalCell(phone.clsCold, vitalsGoals.cls)).toBe('0.000 pass');
  });

  it('names each missed goal', () => {
    const checks = pageGoalChecks({}, { cold: figures(3420, 2870, 0.001), repeat: figures(900, 1000, 0) });
    expect(goalsMissed('team-select', checks)).toEqual(['team-select: content cold 3.42 s (goal ≤ 3.0 s)', 'team-select: LCP cold 2.87 s (goal ≤ 2.5 s)']);
  });
});
