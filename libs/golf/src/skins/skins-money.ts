import { splitCents } from './split-cents';

/** The money of a skins game, in cents. */
export interface SkinsMoney {
  collectedCents: number;
  donatedCents: number;
  potCents: number;
}

/**
 * Entry fees less the share donated (the donation rounded to the cent in the charity's favour). The API
 * reports and records it, and the admin previews it before saving, with this one rule.
 */
export function skinsMoney(entryFeeCents: number, entrants: number, donatedPercent: number): SkinsMoney {
  const collectedCents = entryFeeCents * entrants;
  const donatedCents = Math.ceil((collectedCents * donatedPercent) / 100);
  return { collectedCents, donatedCents, potCents: collectedCents - donatedCents };
}

/** With gross and net both played, each game plays for half the pot (whole cents, adding up). */
export function potPerGame(potCents: number, games: number): number[] {
  return splitCents(
    potCents,
    Array.from({ length: games }, () => 1),
  );
}
