import { readAllowances } from './read-allowances';
import { allowanceTexts } from './scoring-settings';

describe('scoring settings', () => {
  it("starts from each format's usual allowances, or the stored overrides", () => {
    expect(allowanceTexts('best-ball', null)).toEqual({ bestBall: '85' });
    expect(allowanceTexts('match-play', { matchPlay: 90 })).toEqual({ matchPlay: '90', fourBallMatchPlay: '90' });
    expect(allowanceTexts('scramble', null)).toEqual({
      'scramble.fourPlayers': '25, 20, 15, 10',
      'scramble.threePlayers': '30, 20, 10',
      'scramble.twoPlayers': '35, 15',
    });
  });

  it('keeps overrides of other formats and writes the shown ones', () => {
    expect(readAllowances('stroke-play', { bestBall: 80 }, { strokePlay: '100' })).toEqual({ ok: true, allowances: { bestBall: 80, strokePlay: 100 } });
    expect(
      readAllowances('scramble', null, { 'scramble.fourPlayers': '20,20,20,20', 'scramble.threePlayers': '30, 20, 10', 'scramble.twoPlayers': '35,15' }),
    ).toEqual({
      ok: true,
      allowances: { scramble: { fourPlayers: [20, 20, 20, 20], threePlayers: [30, 20, 10], twoPlayers: [35, 15] } },
    });
  });

  it('names the field that is not a percentage', () => {
    expect(readAllowances('best-ball', null, { bestBall: '120' })).toEqual({ ok: false, key: 'bestBall', message: 'Enter a percentage from 0 to 100' });
    expect(readAllowances('best-ball', null, { bestBall: '' })).toMatchObject({ ok: false, key: 'bestBall' });
    expect(readAllowances('scramble', null, { 'scramble.fourPlayers': '25, 20' })).toEqual({
      ok: false,
      key: 'scramble.fourPlayers',
      message: 'Enter 4 percentages from 0 to 100, separated by commas',
    });
  });
});
