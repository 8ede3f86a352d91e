import { lastHolesOf, withoutHiddenHoles } from './hidden-holes';

describe('hidden holes', () => {
  it('hides the last holes of each team in its own order', () => {
    expect([...lastHolesOf(1, 3)]).toEqual([16, 17, 18]);
    expect([...lastHolesOf(10, 3)]).toEqual([7, 8, 9]);
    expect([...lastHolesOf(2, 2)]).toEqual([18, 1]);
    expect(lastHolesOf(null, 0).size).toBe(0);
  });

  it("drops only the scores on a team's hidden holes", () => {
    const teams = [
      { startingHole: 1, players: [{ id: 'a' }] },
      { startingHole: 10, players: [{ id: 'b' }] },
    ];
    const scores = [
      { playerId: 'a', hole: 9 },
      { playerId: 'a', hole: 18 },
      { playerId: 'b', hole: 18 },
      { playerId: 'b', hole: 9 },
    ];
    expect(withoutHiddenHoles(scores, teams, 2)).toEqual([
      { playerId: 'a', hole: 9 },
      { playerId: 'b', hole: 18 },
    ]);
  });
});
