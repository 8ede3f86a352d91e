import { scrambleHole } from './scramble-hole';

describe('scrambleHole', () => {
  it('the lowest strokes posted is the team score: posts 5, 4, 4 -> gross 4; with 1 team stroke net 3', () => {
    expect(scrambleHole([5, 4, 4], 1)).toEqual({ gross: 4, net: 3 });
  });

  it('one player entering the team score is enough', () => {
    expect(scrambleHole([3], 0)).toEqual({ gross: 3, net: 3 });
  });

  it('no posts: unplayed', () => {
    expect(scrambleHole([], 1)).toBeNull();
  });
});
