import { isValidCalendarDate } from '@fairway/contracts/calendar-date';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * '2026-11-21' -> 'Saturday, November 21, 2026'; anything that is not a calendar date is returned as given.
 * Read in UTC from a UTC midnight, so the calendar date never shifts with the viewer's time zone. Written out
 * rather than with Intl.DateTimeFormat, whose creation (locale data) costs a phone's first paint tens of
 * milliseconds; its test holds it equal to Intl's en-US long date.
 */
export function formatLongDate(calendarDate: string): string {
  if (!isValidCalendarDate(calendarDate)) return calendarDate;
  const [year, month, day] = calendarDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${weekdays[date.getUTCDay()]}, ${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** An instant's day where the viewer is: '2026-11-27T18:00:00Z' -> 'November 27, 2026' (Intl's en-US, written out as above). */
export function formatLocalDay(instant: string): string {
  const date = new Date(instant);
  return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
