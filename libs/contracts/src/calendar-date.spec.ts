import { isValidCalendarDate, localCalendarDate, toCalendarDate } from './calendar-date';

describe('toCalendarDate', () => {
  it('keeps a plain calendar date', () => {
    expect(toCalendarDate('2026-06-01')).toBe('2026-06-01');
  });

  it('reads the date written in a full ISO date-time, whatever the offset', () => {
    expect(toCalendarDate('2026-06-01T00:00:00.000Z')).toBe('2026-06-01');
    expect(toCalendarDate('2026-06-01T23:30:00Z')).toBe('2026-06-01');
    expect(toCalendarDate('2026-06-01T00:00:00+02:00')).toBe('2026-06-01');
    expect(toCalendarDate(' 2026-06-01T08:15 ')).toBe('2026-06-01');
  });

  it('refuses impossible dates and other text', () => {
    for (const input of ['2026-02-30', '2026-13-01', '2026-6-1', 'June 1', '', '2026-06-01T25:00:00Z', '2026-06-01Tfoo']) {
      expect(toCalendarDate(input)).toBeNull();
    }
  });
});

describe('isValidCalendarDate', () => {
  it('knows leap years', () => {
    expect(isValidCalendarDate('2028-02-29')).toBe(true);
    expect(isValidCalendarDate('2027-02-29')).toBe(false);
  });
});

describe('localCalendarDate', () => {
  it('formats the local day of an instant with zero padding', () => {
    const instant = new Date(2026, 0, 5, 13, 45);
    expect(localCalendarDate(instant)).toBe('2026-01-05');
  });
});
