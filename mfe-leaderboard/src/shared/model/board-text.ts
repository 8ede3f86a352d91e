import type { LeaderboardRow } from '@fairway/contracts/leaderboard';
import { limits } from '@fairway/contracts/limits';

/** "F" when finished, "Thru 7" while playing, "-" before the first hole; a shotgun start shows its hole. */
export function thruText(row: LeaderboardRow, holes = limits.holesPerRound): string {
  if (row.thru === 0) return row.startingHole && row.startingHole !== 1 ? `Starts ${row.startingHole}` : '-';
  const shotgun = row.startingHole && row.startingHole !== 1 ? ` (from ${row.startingHole})` : '';
  return row.thru >= holes ? `F${shotgun}` : `Thru ${row.thru}${shotgun}`;
}

/** The board's Hole column: the hole the team is on (with its starting hole after a shotgun start), or F when done. */
export function holeText(row: LeaderboardRow, holes = limits.holesPerRound): string {
  if (row.thru >= holes) return 'F';
  const shotgun = row.startingHole && row.startingHole !== 1 ? ` (start ${row.startingHole})` : '';
  return `${row.currentHole}${shotgun}`;
}

/** Total strokes: par total plus the score relative to par (72 + -3 = 69); "-" before the first hole. */
export function totalStrokesText(row: LeaderboardRow, parTotal = 72): string {
  return row.thru === 0 ? '-' : String(parTotal + row.totalScore);
}

/** "Gross 74 · Net 66": the strokes played so far, without and with handicap strokes. */
export function grossNetText(row: Pick<LeaderboardRow, 'grossTotal' | 'netTotal'>): string {
  return `Gross ${row.grossTotal} · Net ${row.netTotal}`;
}

export const formatNames = {
  'best-ball': 'Best Ball',
  scramble: 'Scramble',
  'stroke-play': 'Stroke Play',
  'match-play': 'Match Play',
} as const;
