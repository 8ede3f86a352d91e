// Build-time settings of this remote (FAIRWAY_PUBLIC_*, see scripts/rspack/create-app-config.js), read once.
import type { PlatformHistory } from './tournament-groups';

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim())) throw new Error(`${name} must be a whole number of 0 or more, got "${value}"`);
  return Number(value.trim());
}

/**
 * Events run and money raised before this installation (for an operator moving from an earlier system), added
 * to the Tournaments page's Completed and Total Raised and labelled as such. 0 unless the operator opts in: a
 * new installation has no history, and a 0 shows no label.
 */
export const platformHistory: PlatformHistory = {
  completedEvents: wholeNumber('FAIRWAY_PUBLIC_HISTORY_EVENTS', process.env.FAIRWAY_PUBLIC_HISTORY_EVENTS, 0),
  raisedDollars: wholeNumber('FAIRWAY_PUBLIC_HISTORY_RAISED', process.env.FAIRWAY_PUBLIC_HISTORY_RAISED, 0),
};
