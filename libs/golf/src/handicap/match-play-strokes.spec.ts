import { matchPlayStrokes } from './match-play-strokes';

describe('matchPlayStrokes', () => {
  it('lowest plays off 0, others get the difference: 5, 12, 18 -> 0, 7, 13', () => {
    expect(matchPlayStrokes({ ann: 5, bob: 12, cid: 18 })).toEqual({ ann: 0, bob: 7, cid: 13 });
  });

  it('a plus player plays off 0 and the opponent gets both handicaps: +2 (-2) vs 10 -> 0 vs 12', () => {
    expect(matchPlayStrokes({ pro: -2, amateur: 10 })).toEqual({ pro: 0, amateur: 12 });
  });

  it('equal handicaps give no strokes, and no players give no entries', () => {
    expect(matchPlayStrokes({ a: 9, b: 9 })).toEqual({ a: 0, b: 0 });
    expect(matchPlayStrokes({})).toEqual({});
  });
});
