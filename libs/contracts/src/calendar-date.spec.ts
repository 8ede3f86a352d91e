import { calendarDateInZone, earliestCalendarDate, isTimeZone, isValidCalendarDate, localCalendarDate, toCalendarDate } from './calendar-date';

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

describe("the venue's day", () => {
  const instant = new Date('2026-11-24T03:30:00Z');

  it("is the calendar date in the venue's time zone, not the server's", () => {
    expect(calendarDateInZone('America/Los_Angeles', instant)).toBe('2026-11-23');
    expect(calendarDateInZone('Europe/London', instant)).toBe('2026-11-24');
    expect(calendarDateInZone('Pacific/Kiritimati', new Date('2026-11-23T11:00:00Z'))).toBe('2026-11-24');
  });

  it('is never before the earliest date on Earth', () => {
    expect(earliestCalendarDate(instant)).toBe('2026-11-23');
    expect(earliestCalendarDate(new Date('2026-11-24T11:59:00Z'))).toBe('2026-11-23');
    expect(earliestCalendarDate(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
  });

  it('knows IANA zone names', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
