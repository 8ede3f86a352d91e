import fc from 'fast-check';
import { formatLocalDay, formatLongDate } from './format-long-date';

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

  it("is exactly Intl's en-US long date, for any calendar date", () => {
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const calendarDate = instant.toISOString().slice(0, 10);
        expect(formatLongDate(calendarDate)).toBe(intl.format(new Date(`${calendarDate}T00:00:00Z`)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatLocalDay', () => {
  it("is exactly Intl's en-US month, day and year in the viewer's time zone, for any instant", () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }), (instant) => {
        expect(formatLocalDay(instant.toISOString())).toBe(intl.format(instant));
      }),
      { numRuns: 2000 },
    );
  });
});
