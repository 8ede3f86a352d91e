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
