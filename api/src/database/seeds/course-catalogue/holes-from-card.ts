import type { CatalogueHole } from './course-catalogue.types';

/** One tee's scorecard rows, hole 1 first, exactly as transcribed from the source. */
export interface CardRows {
  par: readonly number[];
  strokeIndex: readonly number[];
  yards: readonly number[];
}

// Cards are transcribed as parallel rows (as printed); a row that is short or long is a
// transcription error, so it fails loudly instead of producing a course with a missing hole.
export function holesFromCard(card: CardRows): CatalogueHole[] {
  const { par, strokeIndex, yards } = card;
  if (strokeIndex.length !== par.length || yards.length !== par.length) {
    throw new Error(`Scorecard rows differ in length: par ${par.length}, index ${strokeIndex.length}, yards ${yards.length}`);
  }
  return par.map((holePar, i) => ({
    number: i + 1,
    par: holePar,
    yardage: yards[i] as number,
    handicap: strokeIndex[i] as number,
  }));
}
