export type ScoreName = 'Eagle' | 'Birdie' | 'Par' | 'Bogey' | 'Double Bogey' | 'Triple Bogey+';

/** Name of a score against par; anything two or more under is shown as Eagle, three or more over as Triple Bogey+. */
export function scoreName(strokes: number, par: number): ScoreName {
  const toPar = strokes - par;
  if (toPar <= -2) return 'Eagle';
  if (toPar === -1) return 'Birdie';
  if (toPar === 0) return 'Par';
  if (toPar === 1) return 'Bogey';
  if (toPar === 2) return 'Double Bogey';
  return 'Triple Bogey+';
}
