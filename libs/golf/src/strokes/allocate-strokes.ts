import { type HoleInput } from '../types/hole.type';
import { strokesReceivedOnHole } from './strokes-received-on-hole';

export interface HoleStrokeAllocation {
  hole: number;
  strokeIndex: number;
  strokes: number;
}

/** Handicap strokes on every hole of the card, in hole-number order. */
export function allocateStrokes(playingHandicap: number, holes: readonly HoleInput[]): HoleStrokeAllocation[] {
  return [...holes]
    .sort((a, b) => a.number - b.number)
    .map((hole) => ({ hole: hole.number, strokeIndex: hole.handicap, strokes: strokesReceivedOnHole(playingHandicap, hole.handicap) }));
}
