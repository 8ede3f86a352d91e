export interface CharityProgress {
  /** round(raised / goal x 100), at most 100: what progress bars show. */
  percent: number;
  /** The same without the cap (a goal beaten twice over is 200). */
  uncappedPercent: number;
}

/**
 * Progress toward the charity goal; raised and goal in the same unit (cents or dollars). A goal of 0
 * (no goal set) cannot be divided by: anything raised counts as the goal reached (100), nothing as 0.
 */
export function charityProgress(raised: number, goal: number): CharityProgress {
  if (goal <= 0) {
    const reached = raised > 0 ? 100 : 0;
    return { percent: reached, uncappedPercent: reached };
  }
  const uncappedPercent = Math.max(0, Math.round((raised / goal) * 100));
  return { percent: Math.min(100, uncappedPercent), uncappedPercent };
}
