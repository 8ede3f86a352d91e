import { dollarsToCents, formatRaised } from '@fairway/golf/fundraising';
import { formatLongDate } from '@fairway/ui';

/** A price in dollars as the page shows it: "$150", "$103.30". */
export const usd = (dollars: number) => formatRaised(dollarsToCents(dollars));

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A moment on the phone's clock: "Friday, May 1, 2026 at 6:00 PM". Written out rather than through Intl (whose
 * locale data costs a phone's first paint); the phone is usually in the venue's time zone.
 */
export function formatMoment(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const day = `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;
  const hours = moment.getHours();
  const time = `${hours % 12 === 0 ? 12 : hours % 12}:${twoDigits(moment.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${formatLongDate(day)} at ${time}`;
}

/** The time only when it is today on the phone, else the whole moment: "3:45 PM", or "Friday, May 1, 2026 at 3:45 PM". */
export function formatUntil(iso: string, now = new Date()): string {
  const whole = formatMoment(iso);
  const moment = new Date(iso);
  return moment.toDateString() === now.toDateString() ? (whole.split(' at ')[1] ?? whole) : whole;
}
