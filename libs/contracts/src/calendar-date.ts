// Tournament dates are calendar dates ('YYYY-MM-DD'), never shifted by a time zone.
const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDateTimePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export function isValidCalendarDate(value: string): boolean {
  const match = calendarDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Reads 'YYYY-MM-DD' or a full ISO date-time and returns the calendar date written in it, or null.
 * A date-time counts as the date it names ('2025-06-01T23:00:00Z' is June 1): clients should send the
 * picked day itself, not the UTC instant of a local midnight.
 */
export function toCalendarDate(value: string): string | null {
  const trimmed = value.trim();
  const datePart = isoDateTimePattern.exec(trimmed)?.[1] ?? trimmed;
  return isValidCalendarDate(datePart) ? datePart : null;
}

/** The local calendar date of an instant (default now), as 'YYYY-MM-DD'. */
export function localCalendarDate(instant: Date = new Date()): string {
  const month = String(instant.getMonth() + 1).padStart(2, '0');
  const day = String(instant.getDate()).padStart(2, '0');
  return `${instant.getFullYear()}-${month}-${day}`;
}

/** True for an IANA time zone name the runtime knows ('America/Chicago', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone.trim() !== '';
  } catch {
    return false;
  }
}

/** The calendar date at the venue: 'YYYY-MM-DD' of an instant (default now) in the given IANA time zone. */
export function calendarDateInZone(timeZone: string, instant: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The earliest calendar date anywhere on Earth right now (UTC-12): no venue's today is before it. */
export function earliestCalendarDate(instant: Date = new Date()): string {
  return calendarDateInZone('Etc/GMT+12', instant);
}
