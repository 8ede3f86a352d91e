// Build-time settings of this remote (FAIRWAY_PUBLIC_*, see scripts/rspack/create-app-config.js), read once.
import type { PlatformHistory } from './features/tournaments/model/tournament-groups';

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim())) throw new Error(`${name} must be a whole number of 0 or more, got "${value}"`);
  return Number(value.trim());
}

/**
 * The events and money of the platform before this installation, added to the Tournaments page's
 * Completed and Total Raised (the spec's 6293 and $1,210,071); a club running its own copy sets both to 0.
 */
export const platformHistory: PlatformHistory = {
  completedEvents: wholeNumber('FAIRWAY_PUBLIC_HISTORY_EVENTS', process.env.FAIRWAY_PUBLIC_HISTORY_EVENTS, 6293),
  raisedDollars: wholeNumber('FAIRWAY_PUBLIC_HISTORY_RAISED', process.env.FAIRWAY_PUBLIC_HISTORY_RAISED, 1_210_071),
};
