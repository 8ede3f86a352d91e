import { isValidCalendarDate } from '@fairway/contracts/calendar-date';

// Formatted in UTC from a UTC midnight, so the calendar date never shifts with the viewer's time zone.
const longUsDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** '2026-11-21' -> 'Saturday, November 21, 2026'; anything that is not a calendar date is returned as given. */
export function formatLongDate(calendarDate: string): string {
  if (!isValidCalendarDate(calendarDate)) return calendarDate;
  const [year, month, day] = calendarDate.split('-').map(Number) as [number, number, number];
  return longUsDate.format(new Date(Date.UTC(year, month - 1, day)));
}
