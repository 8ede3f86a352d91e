import { handicapCalculation, readHandicapFigures } from './handicap-calculator';

describe('readHandicapFigures', () => {
  it('reads the figures in any order and wording', () => {
    expect(readHandicapFigures('My handicap index is 14.2. Slope 128, course rating 71.3, par 72')).toEqual({ index: 14.2, slope: 128, rating: 71.3, par: 72 });
    expect(readHandicapFigures("par 70, rating: 69.8 and slope rating of 131 - I'm a 9.6")).toEqual({ index: 9.6, slope: 131, rating: 69.8, par: 70 });
    expect(readHandicapFigures('with a 22 handicap, what is my course handicap?')).toEqual({ index: 22, slope: undefined, rating: undefined, par: undefined });
  });

  it('reads a plus handicap as negative and never takes the slope for the index', () => {
    expect(readHandicapFigures('handicap +2.1 slope 140')).toMatchObject({ index: -2.1, slope: 140 });
    expect(readHandicapFigures('what does a slope of 128 do to my handicap?')).toBeNull();
  });
});

describe('handicapCalculation', () => {
  it('works out the course and playing handicaps (WHS Rule 6.1 and Appendix C)', () => {
    // 10.4 x 125 / 113 = 11.50; 71.2 - 72 = -0.8; Course Handicap 10.70.
    const answer = handicapCalculation('index 10.4, slope 125, rating 71.2, par 72')!;
    expect(answer).toContain('10.4 x 125 / 113 + (71.2 - 72) = 11.5 - 0.8 = 10.7');
    expect(answer).toContain('Best ball (85%): 9.1 -> 9');
    expect(answer).toContain('Stroke play and Stableford (95%): 10.2 -> 10');
    expect(answer).toContain('Singles match play (100%): 10.7 -> 11');
    expect(answer).toContain('Four-ball match play (90%): 9.6 -> 10');
  });

  it('uses the index as the course handicap without a slope', () => {
    const answer = handicapCalculation('I am a 20 handicap')!;
    expect(answer).toContain('Course Handicap is the Handicap Index: 20.0');
    expect(answer).toContain('Best ball (85%): 17.0 -> 17');
  });

  it('shows plus handicaps with a plus sign', () => {
    expect(handicapCalculation('handicap index +3')).toContain('Singles match play (100%): -3.0 -> +3');
  });

  it('explains figures out of range instead of computing nonsense', () => {
    expect(handicapCalculation('index 14 slope 300')).toMatch(/Slope Ratings run from 55 to 155/);
    expect(handicapCalculation('my handicap is 80')).toMatch(/Handicap Index runs from \+10 to 54/);
  });

  it('answers nothing when the question has no index', () => {
    expect(handicapCalculation('what is a course handicap?')).toBeNull();
  });
});
