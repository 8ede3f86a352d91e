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
