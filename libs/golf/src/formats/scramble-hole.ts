export interface ScrambleHoleResult {
  gross: number;
  net: number;
}

/**
 * Scramble: the team plays one ball, so it has one score per hole. The scorecard still lets every
 * player enter strokes; the team's score is the LOWEST strokes posted by any player on that hole, so
 * one player entering the team score is enough and extra entries can never worsen it. Net deducts
 * the team's handicap strokes on the hole (team handicap from the scramble allowances).
 */
export function scrambleHole(strokesPosted: readonly number[], teamStrokesReceived: number): ScrambleHoleResult | null {
  if (strokesPosted.length === 0) return null;
  const gross = Math.min(...strokesPosted);
  return { gross, net: gross - teamStrokesReceived };
}
