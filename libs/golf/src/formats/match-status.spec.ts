import { type MatchHoleOutcome, matchPlayHoleOutcome } from './match-play-hole-outcome';
import { matchPlayOutcomes } from './match-play-outcomes';
import { matchStatus } from './match-status';

function outcomes(pattern: string): MatchHoleOutcome[] {
  const map: Record<string, MatchHoleOutcome> = { W: 'won', L: 'lost', H: 'halved' };
  return [...pattern].map((letter) => map[letter] ?? 'halved');
}

describe('matchPlayHoleOutcome', () => {
  it('lower net wins, equal halves', () => {
    expect(matchPlayHoleOutcome(3, 4)).toBe('won');
    expect(matchPlayHoleOutcome(5, 4)).toBe('lost');
    expect(matchPlayHoleOutcome(4, 4)).toBe('halved');
  });
});

describe('matchStatus', () => {
  it('no holes played: ALL SQUARE', () => {
    expect(matchStatus([]).text).toBe('ALL SQUARE');
  });

  it('won 1, halved 1, won 1 after 3 holes: 2 UP', () => {
    const status = matchStatus(outcomes('WHW'));
    expect(status).toMatchObject({ text: '2 UP', margin: 2, holesPlayed: 3, holesRemaining: 15, leader: 'A', finished: false });
  });

  it('lost 2, won 1: 1 DOWN', () => {
    expect(matchStatus(outcomes('LLW'))).toMatchObject({ text: '1 DOWN', leader: 'B' });
  });

  it('2 up with 2 to play (after 16): DORMIE', () => {
    const status = matchStatus(outcomes('WWHHHHHHHHHHHHHH'));
    expect(status.holesRemaining).toBe(2);
    expect(status).toMatchObject({ text: 'DORMIE', dormie: true, finished: false, leader: 'A' });
  });

  it('the side that is down by as many as remain sees the match as DORMIE too, with B leading', () => {
    expect(matchStatus(outcomes('LHHHHHHHHHHHHHHHH'))).toMatchObject({ text: 'DORMIE', leader: 'B', holesRemaining: 1 });
  });

  it('3 up with 2 to play after 16 holes ends the match: 3&2, later holes ignored', () => {
    const status = matchStatus(outcomes('WWWHHHHHHHHHHHHH' + 'LL'));
    expect(status).toMatchObject({ text: '3&2', finished: true, holesPlayed: 16, holesRemaining: 2, leader: 'A' });
  });

  it('5 down with 5 to play is DORMIE; one more hole lost 5&4, reported as the winner result with B leading', () => {
    expect(matchStatus(outcomes('LLLLLHHHHHHHH'))).toMatchObject({ text: 'DORMIE', leader: 'B', finished: false });
    expect(matchStatus(outcomes('LLLLLHHHHHHHHH'))).toMatchObject({ text: '5&4', leader: 'B', finished: true });
  });

  it('1 up after 18: 1 UP; 1 up after 17 winning the 18th: 2 UP', () => {
    expect(matchStatus(outcomes('W' + 'H'.repeat(17)))).toMatchObject({ text: '1 UP', finished: true });
    expect(matchStatus(outcomes('W' + 'H'.repeat(16) + 'W'))).toMatchObject({ text: '2 UP', finished: true, margin: 2, holesRemaining: 0 });
  });

  it('2 up with 1 to play ends the match 2&1', () => {
    expect(matchStatus(outcomes('WWL' + 'W' + 'H'.repeat(13)))).toMatchObject({ text: '2&1', finished: true, holesPlayed: 17 });
  });

  it('all square after 18: HALVED', () => {
    expect(matchStatus(outcomes('WL' + 'H'.repeat(16)))).toMatchObject({ text: 'HALVED', finished: true, leader: null });
  });

  it('supports a 9-hole match: 2 up with 1 to play ends 2&1', () => {
    expect(matchStatus(outcomes('WWHHHHHH'), 9)).toMatchObject({ text: '2&1', finished: true });
  });
});

describe('matchPlayOutcomes', () => {
  it('compares nets in play order and skips holes only one side has entered', () => {
    const a = new Map([
      [7, 4],
      [8, 3],
      [9, 5],
    ]);
    const b = new Map([
      [7, 5],
      [8, 3],
    ]);
    expect(matchPlayOutcomes(a, b, [7, 8, 9, 10])).toEqual(['won', 'halved']);
  });
});
