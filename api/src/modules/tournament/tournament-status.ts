import type { TournamentStatus } from '@fairway/contracts';

/** Status at creation: the tournament's day against today; both are 'YYYY-MM-DD'. */
export function statusForDate(date: string, today: string): TournamentStatus {
  if (date === today) return 'active';
  return date < today ? 'completed' : 'upcoming';
}
