import type { SkinsGame } from '@fairway/contracts/skins';
import { skinsHoleRows } from './skins-text';

type Hole = SkinsGame['holes'][number];

const hole = (number: number, status: Hole['status'], winnerName: string | null = null, value = 0, holesWon = 0): Hole => ({
  hole: number,
  status,
  winnerId: null,
  winnerName,
  score: null,
  holesWon,
  value,
});

describe('skinsHoleRows', () => {
  it('writes a run of tied holes as one row, and every won hole with its winner and value', () => {
    const holes = [
      hole(1, 'won', 'Ann', 1.5, 1),
      hole(2, 'tied'),
      hole(3, 'tied'),
      hole(4, 'won', 'Bob', 4.5, 3),
      ...[5, 6, 7].map((n) => hole(n, 'tied')),
      hole(8, 'not-validated'),
      hole(9, 'tied'),
      hole(10, 'pending'),
      hole(11, 'tied'),
    ];
    expect(skinsHoleRows({ holes }).map((row) => `${row.label}: ${row.result}`)).toEqual([
      'Hole 1: Ann, $1.50',
      'Holes 2–3: Tied',
      'Hole 4: Bob, $4.50 (3 holes)',
      'Holes 5–7: Tied',
      'Hole 8: Not validated',
      'Hole 9: Tied',
      'Hole 11: Tied',
    ]);
  });
});
