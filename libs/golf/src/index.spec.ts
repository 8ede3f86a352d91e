// The package as its users import it: by subpath (`@fairway/golf/strokes`) and by the root. A round played
// through the public functions gives the numbers the rules of golf prescribe.
import * as root from '@fairway/golf';
import { dollarsToCents, formatUsd, milestonesCrossed } from '@fairway/golf/fundraising';
import { stablefordPoints } from '@fairway/golf/formats';
import { relativeToParLabel, scoreName } from '@fairway/golf/score-display';
import { netScore, strokesReceivedOnHole } from '@fairway/golf/strokes';

describe('@fairway/golf through its public subpaths', () => {
  it('gives an 18 handicap one stroke on every hole and a 20 handicap two on stroke index 1 and 2', () => {
    expect([1, 9, 18].map((index) => strokesReceivedOnHole(18, index))).toEqual([1, 1, 1]);
    expect([1, 2, 3].map((index) => strokesReceivedOnHole(20, index))).toEqual([2, 2, 1]);
    expect(strokesReceivedOnHole(-1, 18)).toBe(-1);
  });

  it('scores a net par on a par 4 taken in 5 with a stroke: Stableford 2, named from the gross', () => {
    const net = netScore(5, strokesReceivedOnHole(18, 7));
    expect(net).toBe(4);
    expect(stablefordPoints(net, 4)).toBe(2);
    expect(scoreName(5, 4)).toBe('Bogey');
    expect(relativeToParLabel(net - 4)).toBe('E');
  });

  it('keeps money in cents without floating-point drift and reports each milestone once', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(formatUsd(dollarsToCents(2500))).toBe('$2,500');
    expect(milestonesCrossed(900, 2600)).toEqual([1000, 2500]);
  });

  it('offers the same functions from the root as from the subpaths', () => {
    expect(root.strokesReceivedOnHole).toBe(strokesReceivedOnHole);
    expect(root.dollarsToCents).toBe(dollarsToCents);
  });
});
