// The tournament as an iCalendar file (RFC 5545) for a registrant's or a player's calendar: an all-day event on its
// date, or from the player's start when it is known (the reminder e-mail).

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD: the all-day event's day. */
  date: string;
  /** When the start is known: the event runs from `start` to `end` (instants, written in UTC) instead of all day. */
  timed?: { start: Date; end: Date } | null;
  title: string;
  location: string;
  description: string;
  url: string;
  stamp: Date;
}

/** Text as iCalendar wants it: backslash, semicolon, comma and newline escaped. */
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines of at most 75 octets, continued on the next line after a space (never splitting a character). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fairway Fund//Event//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stampOf(event.stamp)}`,
    ...(event.timed
      ? [`DTSTART:${stampOf(event.timed.start)}`, `DTEND:${stampOf(event.timed.end)}`]
      : [`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`]),
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
