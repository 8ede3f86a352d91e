// The browser's `datetime-local` field holds wall-clock text without a zone; the API takes ISO 8601 instants.
// Both are the organiser's own clock, which is the venue's for an organiser at or near it.

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` field's value ('' for none). */
export function localDateTimeText(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value as an instant: null when blank, undefined when it is no date and time. */
export function instantOf(text: string): string | null | undefined {
  if (text.trim() === '') return null;
  const at = new Date(text.trim());
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** How long until the close: "2h 05m", "4m 09s", "Closed"; "No close set" without one. */
export function timeLeftText(closesAt: string | null, now: number): string {
  if (!closesAt) return 'No close set';
  const seconds = Math.floor((Date.parse(closesAt) - now) / 1000);
  if (seconds <= 0) return 'Closed';
  const [days, hours, minutes] = [Math.floor(seconds / 86_400), Math.floor((seconds % 86_400) / 3600), Math.floor((seconds % 3600) / 60)];
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  return `${minutes}m ${pad(seconds % 60)}s`;
}
