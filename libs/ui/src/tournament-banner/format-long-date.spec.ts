import { formatLongDate } from './format-long-date';

describe('formatLongDate', () => {
  it.each([
    ['2026-11-21', 'Saturday, November 21, 2026'],
    ['2025-01-01', 'Wednesday, January 1, 2025'],
    ['2024-02-29', 'Thursday, February 29, 2024'],
  ])('%s -> %s', (date, expected) => {
    expect(formatLongDate(date)).toBe(expected);
  });

  it('keeps the calendar day whatever the time zone (no shift to the previous evening)', () => {
    const original = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatLongDate('2026-03-01')).toBe('Sunday, March 1, 2026');
    } finally {
      process.env.TZ = original;
    }
  });

  it('returns text that is not a calendar date unchanged', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
