// The goals every phone page is held to on the reference phone (scripts/bench/phone-throttle.mjs) on Slow 4G,
// and each measured figure set against its goal, so the tables the benchmark prints can be quoted as they are.

export const vitalsGoals = {
  /** Cold load: the page's main content shown. */
  contentMs: 3000,
  /** Cold load: Largest Contentful Paint. */
  lcpMs: 2500,
  /** Repeat visit (service worker active): Largest Contentful Paint. */
  repeatLcpMs: 1200,
  /** Cumulative Layout Shift, cold and repeat, and over the cart's walk. */
  cls: 0.05,
  /** The standalone clubhouse TV's board shown, 1920x1080 unthrottled. */
  tvMs: 1500,
  /** The cart's QR code: team-select's content from the scan, the scorecard from the tap. */
  walkMs: 3000,
};

/**
 * @typedef {{ contentMs: number, lcpMs: number, cls: number, longTaskMs: number, kib: number }} Figures
 * @typedef {'contentCold' | 'lcpCold' | 'lcpRepeat' | 'clsCold' | 'clsRepeat'} PageFigure
 * @typedef {'teamSelect' | 'scorecard' | 'cls'} WalkFigure
 * @typedef {{ figure: string, value: number, goal: number, kind: 'ms' | 'cls', pass: boolean }} GoalCheck
 */

/**
 * @param {string} figure
 * @param {number} value
 * @param {number} goal
 * @param {'ms' | 'cls'} kind
 * @returns {GoalCheck}
 */
function check(figure, value, goal, kind) {
  // A figure that was never measured (NaN) does not pass.
  return { figure, value, goal, kind, pass: value <= goal };
}

/**
 * Each figure of a page against its goal; the TV is held to being ready in time and to its layout shift.
 * @param {{ tv?: boolean }} page
 * @param {{ cold: Figures, repeat: Figures }} figures
 * @returns {Partial<Record<PageFigure, GoalCheck>>}
 */
export function pageGoalChecks(page, { cold, repeat }) {
  const shifts = {
    clsCold: check('CLS cold', cold.cls, vitalsGoals.cls, 'cls'),
    clsRepeat: check('CLS repeat', repeat.cls, vitalsGoals.cls, 'cls'),
  };
  if (page.tv) return { contentCold: check('ready', cold.contentMs, vitalsGoals.tvMs, 'ms'), ...shifts };
  return {
    contentCold: check('content cold', cold.contentMs, vitalsGoals.contentMs, 'ms'),
    lcpCold: check('LCP cold', cold.lcpMs, vitalsGoals.lcpMs, 'ms'),
    lcpRepeat: check('LCP repeat', repeat.lcpMs, vitalsGoals.repeatLcpMs, 'ms'),
    ...shifts,
  };
}

/**
 * @param {{ teamSelectMs: number, scorecardMs: number, cls: number }} walk
 * @returns {Record<WalkFigure, GoalCheck>}
 */
export function walkGoalChecks({ teamSelectMs, scorecardMs, cls }) {
  return {
    teamSelect: check('team-select content from the scan', teamSelectMs, vitalsGoals.walkMs, 'ms'),
    scorecard: check('scorecard from the tap', scorecardMs, vitalsGoals.walkMs, 'ms'),
    cls: check('CLS over the walk', cls, vitalsGoals.cls, 'cls'),
  };
}

/** @param {number} value @param {'ms' | 'cls'} kind */
export function formatFigure(value, kind) {
  return kind === 'ms' ? `${(value / 1000).toFixed(2)} s` : value.toFixed(3);
}

/** @param {number} goal @param {'ms' | 'cls'} kind */
export function formatGoal(goal, kind) {
  return kind === 'ms' ? `≤ ${(goal / 1000).toFixed(1)} s` : `≤ ${goal}`;
}

/**
 * A table cell: the figure and whether it met its goal; the goal itself when it is not the column's.
 * @param {GoalCheck | undefined} goalCheck
 * @param {number} [columnGoal]
 */
export function goalCell(goalCheck, columnGoal) {
  if (!goalCheck) return '—';
  const own = goalCheck.goal === columnGoal ? '' : ` (${goalCheck.figure} ${formatGoal(goalCheck.goal, goalCheck.kind)})`;
  return `${formatFigure(goalCheck.value, goalCheck.kind)}${own} ${goalCheck.pass ? 'pass' : 'FAIL'}`;
}

/**
 * What missed its goal, in words, for the lines under the tables.
 * @param {string} name
 * @param {Partial<Record<string, GoalCheck>>} checks
 */
export function goalsMissed(name, checks) {
  return Object.values(checks)
    .filter((goalCheck) => goalCheck && !goalCheck.pass)
    .map((goalCheck) => {
      const { figure, value, goal, kind } = /** @type {GoalCheck} */ (goalCheck);
      return `${name}: ${figure} ${formatFigure(value, kind)} (goal ${formatGoal(goal, kind)})`;
    });
}
