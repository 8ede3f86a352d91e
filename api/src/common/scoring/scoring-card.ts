import { limits } from '@fairway/contracts';
import type { HoleInput } from '@fairway/golf';

const FALLBACK_PAR = 4;

/**
 * A tournament created without a course has no card. Scores still need a par and a stroke index, so
 * it is scored on a neutral par-72 card with the usual allocation: odd stroke indexes on the front
 * nine, even ones on the back nine, hardest first.
 */
export function fallbackCard(): HoleInput[] {
  const half = limits.holesPerRound / 2;
  return Array.from({ length: limits.holesPerRound }, (_, index) => ({
    number: index + 1,
    par: FALLBACK_PAR,
    handicap: index < half ? index * 2 + 1 : (index - half) * 2 + 2,
  }));
}

const isWhole = (value: unknown, min: number, max: number) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function isFullCard(holes: readonly HoleInput[]): boolean {
  const count = limits.holesPerRound;
  if (holes.length !== count) return false;
  const wellFormed = holes.every((hole) => isWhole(hole.number, 1, count) && isWhole(hole.handicap, 1, count) && isWhole(hole.par, 1, 10));
  return wellFormed && new Set(holes.map((hole) => hole.number)).size === count;
}

/** The tournament's holes when they form a full 18-hole card, else the fallback card. */
export function scoringCard(holes: readonly HoleInput[] | null | undefined): HoleInput[] {
  return holes && isFullCard(holes) ? holes.map(({ number, par, handicap }) => ({ number, par, handicap })) : fallbackCard();
}
