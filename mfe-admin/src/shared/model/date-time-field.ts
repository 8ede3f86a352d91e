// The browser's `datetime-local` field holds wall-clock text without a zone; the API takes ISO 8601 instants.
// Both sides are the organiser's own clock, which is the venue's for an organiser at or near it.

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
