import { type CountbackLine } from '../team-rounds/team-round.type';

export interface CountbackSegment {
  holes: number;
  handicapFraction: number;
}

/**
 * R&A Committee Procedures 5A(4): last 9, last 6, last 3 and last hole, by hole number (holes 10-18,
 * 13-18, 16-18, 18 even after a shotgun start), deducting 1/2, 1/3, 1/6 and 1/18 of the handicap,
 * fractions not rounded.
 */
export const COUNTBACK_SEGMENTS: readonly CountbackSegment[] = [
  { holes: 9, handicapFraction: 1 / 2 },
  { holes: 6, handicapFraction: 1 / 3 },
  { holes: 3, handicapFraction: 1 / 6 },
  { holes: 1, handicapFraction: 1 / 18 },
];

function segmentScore(lines: readonly CountbackLine[], segmentHoles: readonly number[], fraction: number): number {
  return lines.reduce((total, line) => {
    const strokes = segmentHoles.reduce((sum, hole) => sum + (line.valueByHole.get(hole) ?? 0), 0);
    return total + strokes - fraction * line.handicap;
  }, 0);
}

/** One score per countback segment (lower is better), for a team whose round covers `holeNumbers`. */
export function countbackScores(lines: readonly CountbackLine[], holeNumbers: readonly number[]): number[] {
  const ordered = [...holeNumbers].sort((a, b) => a - b);
  return COUNTBACK_SEGMENTS.map((segment) => segmentScore(lines, ordered.slice(-segment.holes), segment.handicapFraction));
}
