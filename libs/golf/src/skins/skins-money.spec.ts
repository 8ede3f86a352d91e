import { potPerGame, skinsMoney } from './skins-money';

describe('skins money', () => {
  it('is the entry fees less the share donated', () => {
    expect(skinsMoney(2000, 9, 25)).toEqual({ collectedCents: 18000, donatedCents: 4500, potCents: 13500 });
    expect(skinsMoney(1001, 1, 50)).toEqual({ collectedCents: 1001, donatedCents: 501, potCents: 500 });
    expect(skinsMoney(2000, 0, 25).potCents).toBe(0);
  });

  it('shares the pot between the gross and net games in whole cents', () => {
    expect(potPerGame(1001, 2).reduce((sum, cents) => sum + cents, 0)).toBe(1001);
    expect(potPerGame(1000, 1)).toEqual([1000]);
  });
});
