import { sampleBoardRow } from '@fairway/api-client/testing';
import { holeText, thruText, totalStrokesText } from './board-text';

describe('board text', () => {
  it('shows thru, F when finished, and the starting hole of a shotgun start', () => {
    expect(thruText(sampleBoardRow({ thru: 4 }))).toBe('Thru 4');
    expect(thruText(sampleBoardRow({ thru: 18 }))).toBe('F');
    expect(thruText(sampleBoardRow({ thru: 3, startingHole: 10 }))).toBe('Thru 3 (from 10)');
    expect(thruText(sampleBoardRow({ thru: 0, startingHole: 7 }))).toBe('Starts 7');
    expect(holeText(sampleBoardRow({ currentHole: 13, startingHole: 10 }))).toBe('13 (start 10)');
  });

  it('shows total strokes as par plus the score', () => {
    expect(totalStrokesText(sampleBoardRow({ totalScore: -3 }))).toBe('69');
    expect(totalStrokesText(sampleBoardRow({ thru: 0 }))).toBe('-');
  });
});
