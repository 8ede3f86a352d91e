import { messages } from '@fairway/contracts/messages';

const minute = 60_000;
const hour = 60 * minute;

interface Window {
  limit: number;
  ttl: number;
}

export interface WriteLimit {
  /** Per signed-in account (a visitor counts by address). */
  user: Window;
  /**
   * Per client address: a whole field of phones may share the clubhouse Wi-Fi's one public address, so
   * this only stops one machine with many accounts.
   */
  ip: Window;
  message: string;
}

/**
 * Writes a real organiser, foursome or spectator never exceed, each counted per route. Scores allow a
 * phone's queued round to arrive at once (18 holes x 4 players) and a field of 144 phones behind one
 * address flushing together.
 */
export const writeLimits = {
  write: { user: { limit: 120, ttl: minute }, ip: { limit: 3_000, ttl: minute }, message: messages.limits.tooManyWrites },
  tournamentCreate: { user: { limit: 20, ttl: hour }, ip: { limit: 60, ttl: hour }, message: messages.limits.tooManyTournaments },
  teamCreate: { user: { limit: 200, ttl: hour }, ip: { limit: 600, ttl: hour }, message: messages.limits.tooManyTeams },
  join: { user: { limit: 20, ttl: 10 * minute }, ip: { limit: 400, ttl: 10 * minute }, message: messages.limits.tooManyJoins },
  score: { user: { limit: 240, ttl: minute }, ip: { limit: 6_000, ttl: minute }, message: messages.limits.tooManyScores },
  chat: { user: { limit: 20, ttl: minute }, ip: { limit: 600, ttl: minute }, message: messages.chat.rateLimited },
} as const satisfies Record<string, WriteLimit>;

export type WriteLimitKind = keyof typeof writeLimits;
