import type { SkinsGame } from '@fairway/contracts/skins';
import { giftAmount } from './gift-text';

type SkinsHole = SkinsGame['holes'][number];

/** "Gross skins" / "Net skins". */
export function skinsGameTitle(game: Pick<SkinsGame, 'basis'>): string {
  return game.basis === 'gross' ? 'Gross skins' : 'Net skins';
}

/** The holes already decided, in order: won, tied (the value carries on when carryover is on) or not validated. */
export function decidedHoles(game: Pick<SkinsGame, 'holes'>): SkinsHole[] {
  return game.holes.filter((hole) => hole.status === 'won' || hole.status === 'tied' || hole.status === 'not-validated');
}

/** What happened on one hole: "Jane Doe, $20 (2 holes)" (a skin that took tied holes' value with it), "Tied" or "Not validated". */
export function skinsHoleResult(hole: SkinsHole): string {
  if (hole.status === 'tied') return 'Tied';
  if (hole.status === 'not-validated') return 'Not validated';
  const carried = hole.holesWon > 1 ? ` (${hole.holesWon} holes)` : '';
  return `${hole.winnerName ?? ''}, ${giftAmount(hole.value)}${carried}`;
}

export interface SkinsHoleRow {
  /** The first hole of the row, a key. */
  hole: number;
  /** "Hole 4", or "Holes 5–17" for a run of tied holes. */
  label: string;
  result: string;
  status: SkinsHole['status'];
}

/** The decided holes as a spectator reads them: one row per hole, a run of tied holes in one row. */
export function skinsHoleRows(game: Pick<SkinsGame, 'holes'>): SkinsHoleRow[] {
  const rows: SkinsHoleRow[] = [];
  let run: { first: number; last: number } | undefined;
  const closeRun = () => {
    if (run)
      rows.push({ hole: run.first, label: run.first === run.last ? `Hole ${run.first}` : `Holes ${run.first}–${run.last}`, result: 'Tied', status: 'tied' });
    run = undefined;
  };
  for (const hole of decidedHoles(game)) {
    if (hole.status === 'tied' && run && run.last === hole.hole - 1) {
      run.last = hole.hole;
      continue;
    }
    closeRun();
    if (hole.status === 'tied') run = { first: hole.hole, last: hole.hole };
    else rows.push({ hole: hole.hole, label: `Hole ${hole.hole}`, result: skinsHoleResult(hole), status: hole.status });
  }
  closeRun();
  return rows;
}
