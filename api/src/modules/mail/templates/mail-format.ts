import { formatUsd } from '@fairway/golf/fundraising';

/** Money in an e-mail: always with cents ("$1,250.00"), as a receipt states it. */
export function money(cents: number): string {
  return formatUsd(cents, { withCents: true });
}

/** "Saturday, June 6, 2026" in the tournament's time zone. */
export function dateIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
}

/** "Saturday, June 6, 2026 at 5:00 PM EDT" in the tournament's time zone, with the zone named. */
export function dateTimeIn(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date);
  return `${dateIn(iso, timeZone)} at ${time}`;
}
