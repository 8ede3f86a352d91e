import { statusForDate } from './tournament-status';

describe('statusForDate', () => {
  it.each([
    ['2026-05-15', 'active'],
    ['2026-05-14', 'completed'],
    ['2025-12-31', 'completed'],
    ['2026-05-16', 'upcoming'],
    ['2027-01-01', 'upcoming'],
  ])('a tournament on %s, seen on 2026-05-15, is %s', (date, expected) => {
    expect(statusForDate(date, '2026-05-15')).toBe(expected);
  });

  it('compares calendar dates across month and year ends', () => {
    expect(statusForDate('2026-10-01', '2026-09-30')).toBe('upcoming');
    expect(statusForDate('2025-12-31', '2026-01-01')).toBe('completed');
  });
});
