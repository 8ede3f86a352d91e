const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Below it the rows count the seconds (and stand out). */
export const URGENT_MS = 5 * MINUTE;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall clock as "4:30 PM", as the TV's header shows it. */
export function clockText(at: number): string {
  return new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** The big countdown: "1:05:09" or "5:09" (whole seconds rounded up, so it reads 0:00 only at the close). */
export function countdownText(leftMs: number): string {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${minutes}:${twoDigits(rest)}`;
}

/** A row's time left: "1 h 05 min", "12 min", and in the last five minutes the seconds, "4:09". */
export function timeLeftText(leftMs: number): string {
  if (leftMs <= 0) return 'Closed';
  if (leftMs < URGENT_MS) return countdownText(leftMs);
  const minutes = Math.ceil(leftMs / MINUTE);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${twoDigits(minutes % 60)} min`;
}

/** How the big countdown reads: ticking in the last hour, else the time of the close. */
export function closeText(leftMs: number, closesAt: number): { label: string; value: string } {
  if (leftMs <= 0) return { label: 'Bidding', value: 'Closed' };
  if (leftMs < HOUR) return { label: 'Bidding closes in', value: countdownText(leftMs) };
  return { label: 'Bidding closes at', value: clockText(closesAt) };
}
