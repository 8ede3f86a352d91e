import { useNow } from '../../live/use-now';

/** The wall clock, refreshed every minute (spec section 9), as "3:05 PM". */
export function useClock(): string {
  return new Date(useNow(60_000)).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
