import { buildMatchBoard } from './build-match-board';
import { stablefordTotals } from './stableford-totals';

const holes = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: 4, handicap: index + 1 }));
const team = (id: string, name: string) => ({ id, name, startingHole: 1, players: [{ id: `${id}-p`, name: `${name} player`, handicap: 0 }] });
const eagles = team('a', 'Eagles');
const hawks = team('b', 'Hawks');
const scores = (playerId: string, strokesByHole: number[]) => strokesByHole.map((strokes, index) => ({ playerId, hole: index + 1, strokes }));
const board = (a: number[], b: number[]) =>
  buildMatchBoard({ teams: [eagles, hawks], holes, scores: [...scores('a-p', a), ...scores('b-p', b)] }, [{ id: 'm1', teamAId: 'a', teamBId: 'b' }])[0];

describe('buildMatchBoard', () => {
  it('shows the leader and margin while the match is on', () => {
    expect(board([3, 4, 4], [4, 4, 4])).toMatchObject({ status: 'Eagles 1 UP', thru: 3, leaderTeamId: 'a', finished: false });
  });

  it('shows ALL SQUARE, DORMIE and a finished result', () => {
    expect(board([4, 4], [4, 4])?.status).toBe('ALL SQUARE');
    const sixteen = Array.from({ length: 16 }, () => 4);
    expect(board([3, 3, ...sixteen.slice(2)], sixteen)?.status).toBe('Eagles DORMIE');
    expect(
      board(
        Array.from({ length: 16 }, (_, hole) => (hole < 3 ? 3 : 4)),
        sixteen,
      ),
    ).toMatchObject({ status: 'Eagles won 3&2', finished: true });
  });

  it('leaves out a pairing whose team is gone', () => {
    expect(buildMatchBoard({ teams: [eagles], holes, scores: [] }, [{ id: 'm1', teamAId: 'a', teamBId: 'b' }])).toEqual([]);
  });
});

describe('stablefordTotals', () => {
  it('adds each player’s points: 2 for a par, 3 for a birdie, 0 for a double bogey', () => {
    const totals = stablefordTotals({ teams: [eagles], holes, scores: scores('a-p', [4, 3, 6]) });
    expect(totals.get('a-p')).toBe(5);
  });
});
