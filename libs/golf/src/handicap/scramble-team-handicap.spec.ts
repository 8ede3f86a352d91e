import { scrambleTeamHandicap } from './scramble-team-handicap';

describe('scrambleTeamHandicap', () => {
  it('4 players 25/20/15/10 from lowest: 2, 8, 14, 20 -> 0.5 + 1.6 + 2.1 + 2.0 = 6.2 -> 6 (input order does not matter)', () => {
    expect(scrambleTeamHandicap([20, 8, 14, 2])).toBe(6);
    expect(scrambleTeamHandicap([2, 8, 14, 20])).toBe(6);
  });

  it('4 players with unrounded course handicaps: 5.3, 11.8, 17.9, 26.4 -> 1.325 + 2.36 + 2.685 + 2.64 = 9.01 -> 9', () => {
    expect(scrambleTeamHandicap([26.4, 17.9, 11.8, 5.3])).toBe(9);
  });

  it('3 players 30/20/10: 5, 12, 24 -> 1.5 + 2.4 + 2.4 = 6.3 -> 6', () => {
    expect(scrambleTeamHandicap([24, 5, 12])).toBe(6);
  });

  it('2 players 35/15: 10, 20 -> 3.5 + 3.0 = 6.5 -> 7', () => {
    expect(scrambleTeamHandicap([20, 10])).toBe(7);
  });

  it('1 player plays individual stroke play at 95%: 18 -> 17.1 -> 17', () => {
    expect(scrambleTeamHandicap([18])).toBe(17);
  });

  it('a plus player counts as the lowest: +2 (-2), 10, 15, 30 -> -0.5 + 2 + 2.25 + 3 = 6.75 -> 7', () => {
    expect(scrambleTeamHandicap([30, 15, -2, 10])).toBe(7);
  });

  it('uses overridden percentages: 4 players at 20/15/10/5 on 2, 8, 14, 20 -> 0.4 + 1.2 + 1.4 + 1.0 = 4', () => {
    expect(scrambleTeamHandicap([2, 8, 14, 20], { onePlayer: [95], twoPlayers: [35, 15], threePlayers: [30, 20, 10], fourPlayers: [20, 15, 10, 5] })).toBe(4);
  });

  it('an empty team has handicap 0 and more than 4 players is refused', () => {
    expect(scrambleTeamHandicap([])).toBe(0);
    expect(() => scrambleTeamHandicap([1, 2, 3, 4, 5])).toThrow(RangeError);
  });
});
