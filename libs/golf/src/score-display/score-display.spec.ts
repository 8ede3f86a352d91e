import { SAMPLE_HOLES } from '../testing/sample-course.fixture';
import { coursePar } from './course-par';
import { relativeToParLabel } from './relative-to-par-label';
import { scoreName } from './score-name';
import { totalStrokes } from './total-strokes';

describe('scoreName', () => {
  it.each([
    [1, 4, 'Eagle'],
    [2, 4, 'Eagle'],
    [2, 5, 'Albatross as Eagle'],
    [3, 4, 'Birdie'],
    [4, 4, 'Par'],
    [5, 4, 'Bogey'],
    [6, 4, 'Double Bogey'],
    [7, 4, 'Triple Bogey+'],
    [12, 3, 'Triple Bogey+'],
  ])('%p strokes on a par %p: %s', (strokes, par, label) => {
    expect(scoreName(strokes, par)).toBe(label.replace('Albatross as ', ''));
  });
});

describe('relativeToParLabel', () => {
  it.each([
    [0, 'E'],
    [3, '+3'],
    [-2, '-2'],
  ])('%p -> %p', (score, label) => {
    expect(relativeToParLabel(score)).toBe(label);
  });
});

describe('totalStrokes and coursePar', () => {
  it('par 72 card, 3 under: 69', () => {
    expect(coursePar(SAMPLE_HOLES)).toBe(72);
    expect(totalStrokes(coursePar(SAMPLE_HOLES), -3)).toBe(69);
  });

  it('a par 70 course at +4 is 74, not 76', () => {
    expect(totalStrokes(70, 4)).toBe(74);
  });
});
