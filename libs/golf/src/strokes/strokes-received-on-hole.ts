import { limits } from '@fairway/contracts/limits';

const HOLES: number = limits.holesPerRound;

function assertInputs(playingHandicap: number, strokeIndex: number): void {
  if (!Number.isInteger(playingHandicap)) throw new RangeError(`Playing handicap must be whole, got ${playingHandicap}`);
  if (!Number.isInteger(strokeIndex) || strokeIndex < 1 || strokeIndex > HOLES) {
    throw new RangeError(`Stroke index must be 1-${HOLES}, got ${strokeIndex}`);
  }
}

/**
 * Handicap strokes on a hole (USGA FAQ on stroke index allocation): floor(n/18), plus one more where
 * the stroke index is within n mod 18. A plus handicap (negative n) gives strokes back from stroke
 * index 18 downwards, so the result is negative there.
 */
export function strokesReceivedOnHole(playingHandicap: number, strokeIndex: number): number {
  assertInputs(playingHandicap, strokeIndex);
  const strokes = Math.abs(playingHandicap);
  const everyHole = Math.floor(strokes / HOLES);
  const remainder = strokes % HOLES;
  if (playingHandicap >= 0) return everyHole + (strokeIndex <= remainder ? 1 : 0);
  const givenBack = everyHole + (strokeIndex > HOLES - remainder ? 1 : 0);
  return givenBack === 0 ? 0 : -givenBack;
}
