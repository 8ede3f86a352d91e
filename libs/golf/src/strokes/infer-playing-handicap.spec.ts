import { inferPlayingHandicap } from './infer-playing-handicap';
import { strokesReceivedOnHole } from './strokes-received-on-hole';

const seen = (playingHandicap: number, strokeIndexes: readonly number[]) =>
  strokeIndexes.map((strokeIndex) => ({ strokeIndex, received: strokesReceivedOnHole(playingHandicap, strokeIndex) }));

describe('inferPlayingHandicap', () => {
  it('finds the playing handicap behind the strokes received, not the handicap index', () => {
    // Index 18 on a hard course: 22 strokes, two on stroke indexes 1-4.
    expect(inferPlayingHandicap(seen(22, [1, 4, 5, 12, 17]), 18)).toBe(22);
  });

  it('picks, of the handicaps that fit, the one closest to the index', () => {
    // Stroke indexes 10 and 15 both got one stroke: 15 to 27 all fit.
    expect(inferPlayingHandicap(seen(17, [10, 15]), 16)).toBe(16);
    expect(inferPlayingHandicap(seen(17, [10, 15]), 30)).toBe(27);
  });

  it('handles plus handicaps, which give strokes back on the easiest holes', () => {
    expect(inferPlayingHandicap(seen(-2, [18, 17, 1]), 0)).toBe(-2);
  });

  it('falls back to the index, rounded, with nothing known or nothing that fits', () => {
    expect(inferPlayingHandicap([], 12.6)).toBe(13);
    expect(inferPlayingHandicap([{ strokeIndex: 1, received: 9 }], 12.6)).toBe(13);
  });
});
