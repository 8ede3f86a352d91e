import { defaultHandicapAllowances, handicapAllowances, resolveHandicapAllowances, tournamentFormat } from './tournament-settings.schema';

describe('handicap allowances', () => {
  it('defaults to the WHS allowances', () => {
    expect(resolveHandicapAllowances(undefined)).toEqual({
      strokePlay: 95,
      bestBall: 85,
      matchPlay: 100,
      fourBallMatchPlay: 90,
      scramble: { twoPlayers: [35, 15], threePlayers: [30, 20, 10], fourPlayers: [25, 20, 15, 10] },
    });
  });

  it('applies only the overrides a tournament sets', () => {
    const overrides = handicapAllowances.parse({ bestBall: 100, scramble: { fourPlayers: [20, 15, 10, 5] } });
    const resolved = resolveHandicapAllowances(overrides);
    expect(resolved.bestBall).toBe(100);
    expect(resolved.strokePlay).toBe(95);
    expect(resolved.scramble.fourPlayers).toEqual([20, 15, 10, 5]);
    expect(resolved.scramble.twoPlayers).toEqual([35, 15]);
  });

  it('hands out copies, so the defaults cannot be changed through a result', () => {
    resolveHandicapAllowances(null).scramble.fourPlayers[0] = 99;
    expect(defaultHandicapAllowances.scramble.fourPlayers[0]).toBe(25);
  });

  it('refuses percentages outside 0-100 and wrong team sizes', () => {
    expect(handicapAllowances.safeParse({ strokePlay: 120 }).success).toBe(false);
    expect(handicapAllowances.safeParse({ scramble: { twoPlayers: [35, 15, 5] } }).success).toBe(false);
  });
});

describe('tournamentFormat', () => {
  it('knows the four formats', () => {
    for (const format of ['best-ball', 'scramble', 'stroke-play', 'match-play']) {
      expect(tournamentFormat.parse(format)).toBe(format);
    }
  });
});
