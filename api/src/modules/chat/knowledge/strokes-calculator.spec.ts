import { strokesCalculation, strokeSpread } from './strokes-calculator';

describe('strokeSpread', () => {
  it('spreads strokes by stroke index', () => {
    expect(strokeSpread(0)).toMatch(/no strokes/);
    expect(strokeSpread(7)).toBe('A playing handicap of 7 gets 1 stroke on stroke index 1 to 7 and none on the other holes.');
    expect(strokeSpread(36)).toBe('A playing handicap of 36 gets 2 strokes on every hole.');
    expect(strokeSpread(40)).toBe('A playing handicap of 40 gets 2 strokes on every hole and 3 strokes on stroke index 1 to 4.');
    expect(strokeSpread(-3)).toBe('A plus 3 gives 1 stroke back on the 3 easiest holes (stroke index 16 to 18): add it to your score there.');
  });
});

describe('strokesCalculation', () => {
  it('gives the strokes on one hole and the net score they make', () => {
    const answer = strokesCalculation('How many strokes do I get with a 22 handicap on stroke index 3?')!;
    expect(answer).toContain('1 stroke on every hole and 2 strokes on stroke index 1 to 4');
    expect(answer).toContain('On a stroke index 3 hole a 22 receives 2 strokes: a gross 5 there is a net 3.');
    expect(strokesCalculation('handicap 22 si 5')).toContain('receives 1 stroke: a gross 5 there is a net 4.');
  });

  it('gives strokes back for a plus handicap', () => {
    expect(strokesCalculation('playing handicap +2, stroke index 18')).toContain('a +2 gives back 1 stroke: a gross 5 there is a net 6.');
  });

  it('rounds a decimal handicap and checks the stroke index', () => {
    expect(strokesCalculation('I am a 13.5, stroke index 14')).toContain('13.5 rounds to 14');
    expect(strokesCalculation('handicap 10 stroke index 25')).toContain('Stroke indexes run from 1 (hardest) to 18.');
  });

  it('answers nothing without a handicap', () => {
    expect(strokesCalculation('How many strokes do I get on stroke index 3?')).toBeNull();
  });
});
