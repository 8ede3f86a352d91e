import { strokePlayHole } from './stroke-play-hole';

describe('strokePlayHole', () => {
  it('sums every player: gross 4 + 5 + 7 = 16, net 4 + 4 + 5 = 13', () => {
    expect(
      strokePlayHole([
        { playerId: 'a', gross: 4, net: 4 },
        { playerId: 'b', gross: 5, net: 4 },
        { playerId: 'c', gross: 7, net: 5 },
      ]),
    ).toEqual({ gross: 16, net: 13, playersScored: 3 });
  });

  it('no scores: unplayed', () => {
    expect(strokePlayHole([])).toBeNull();
  });
});
