import { useNow } from '../../../shared/hooks/use-now';

/** The wall clock as "3:05 PM", refreshed every minute (the TV shows no seconds). */
export function useClock(): string {
  return new Date(useNow(60_000)).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
