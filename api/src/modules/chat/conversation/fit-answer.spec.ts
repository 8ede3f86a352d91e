import { fitAnswer } from './fit-answer';

describe('fitAnswer', () => {
  it('keeps a short answer as it is, trimmed', () => {
    expect(fitAnswer('  Par is par.\n')).toBe('Par is par.');
  });

  it('cuts a long answer after its last whole line', () => {
    const lines = Array.from({ length: 10 }, (_, index) => `- line ${index} ${'x'.repeat(20)}`);
    const fitted = fitAnswer(lines.join('\n'), 100);
    expect(fitted.length).toBeLessThanOrEqual(100);
    expect(fitted.split('\n').every((line) => lines.includes(line))).toBe(true);
  });

  it('cuts a long single paragraph at a word', () => {
    const fitted = fitAnswer('word '.repeat(100), 50);
    expect(fitted.length).toBeLessThanOrEqual(50);
    expect(fitted).toMatch(/word\.\.\.$/);
  });
});
