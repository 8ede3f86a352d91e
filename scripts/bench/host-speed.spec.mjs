import { describe, expect, it } from '@jest/globals';
import { hostIndexSpread, hostSteadyEnough, maxHostIndexSpread } from './host-speed.mjs';

describe('the host steady enough to measure: at most 25% between its readings', () => {
  it('measures the spread from the slowest reading, in either order', () => {
    expect(maxHostIndexSpread).toBe(0.25);
    expect(hostIndexSpread([1000, 1200])).toBeCloseTo(0.2);
    expect(hostIndexSpread([1200, 1000])).toBeCloseTo(0.2);
    expect(hostIndexSpread([1500, 1500])).toBe(0);
  });

  it('reports up to 25% apart and refuses beyond', () => {
    expect(hostSteadyEnough([1000, 1250])).toBe(true);
    expect(hostSteadyEnough([1250, 1000])).toBe(true);
    expect(hostSteadyEnough([1000, 1251])).toBe(false);
    expect(hostSteadyEnough([2494, 1350])).toBe(false);
  });

  it('refuses when a reading is missing or zero', () => {
    expect(hostSteadyEnough([])).toBe(false);
    expect(hostSteadyEnough([0, 1000])).toBe(false);
  });
});
