import { describe, expect, it } from '@jest/globals';
import { chooseCpuSlowdown, referencePhoneIndex } from './phone-throttle.mjs';

describe('chooseCpuSlowdown: the host slowed down to the reference phone', () => {
  it('divides the host index by the reference phone index', () => {
    expect(referencePhoneIndex).toBe(300);
    expect(chooseCpuSlowdown(2400)).toEqual({ rate: 8, override: false, phoneIndex: 300 });
    expect(chooseCpuSlowdown(1350)).toEqual({ rate: 4.5, override: false, phoneIndex: 300 });
  });

  it('keeps two decimals, so the phone stays within a fraction of the reference', () => {
    const { rate, phoneIndex } = chooseCpuSlowdown(2516);
    expect(rate).toBe(8.39);
    expect(phoneIndex).toBe(300);
  });

  it('never speeds a host up: one slower than the phone runs at 1x and says which phone it was', () => {
    expect(chooseCpuSlowdown(300)).toEqual({ rate: 1, override: false, phoneIndex: 300 });
    expect(chooseCpuSlowdown(210)).toEqual({ rate: 1, override: false, phoneIndex: 210 });
  });

  it('takes VITALS_CPU_SLOWDOWN as an override and names the phone it makes of this host', () => {
    expect(chooseCpuSlowdown(2400, '4')).toEqual({ rate: 4, override: true, phoneIndex: 600 });
    expect(chooseCpuSlowdown(2400, ' ')).toEqual({ rate: 8, override: false, phoneIndex: 300 });
  });

  it('refuses an override that is not a slowdown, and a host index that was not measured', () => {
    expect(() => chooseCpuSlowdown(2400, 'fast')).toThrow('VITALS_CPU_SLOWDOWN must be a number of at least 1, not "fast"');
    expect(() => chooseCpuSlowdown(2400, '0.5')).toThrow('VITALS_CPU_SLOWDOWN');
    expect(() => chooseCpuSlowdown(0)).toThrow("the host's BenchmarkIndex must be positive");
    expect(() => chooseCpuSlowdown(Number.NaN)).toThrow("the host's BenchmarkIndex must be positive");
  });
});
