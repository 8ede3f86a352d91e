import { messages } from '@fairway/contracts/messages';

// The API's own sentences (the pages show the server's message): kept out of the contracts' messages, which
// every page loads.
export const limitMessages = {
  tooManyWrites: 'You are making changes too quickly. Please wait a moment and try again.',
  tooManyTournaments: 'You have created a lot of tournaments in the last hour. Please wait before creating another.',
  tooManyTeams: 'Too many teams registered in the last hour. Please wait before registering another.',
  tooManyJoins: 'Too many attempts to join a team. Please wait a few minutes and check the invite code with your team.',
  tooManyGifts: 'Thank you! That is a lot of gifts in a few minutes. Please wait a moment before giving again.',
  tooManyRegistrations: 'That is a lot of registrations in a few minutes. Please wait a moment before registering again.',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyScores: 'Scores are arriving faster than any foursome plays. Please wait a moment; nothing you entered is lost.',
} as const;

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
  write: { user: { limit: 120, ttl: minute }, ip: { limit: 3_000, ttl: minute }, message: limitMessages.tooManyWrites },
  tournamentCreate: { user: { limit: 20, ttl: hour }, ip: { limit: 60, ttl: hour }, message: limitMessages.tooManyTournaments },
  teamCreate: { user: { limit: 200, ttl: hour }, ip: { limit: 600, ttl: hour }, message: limitMessages.tooManyTeams },
  join: { user: { limit: 20, ttl: 10 * minute }, ip: { limit: 400, ttl: 10 * minute }, message: limitMessages.tooManyJoins },
  score: { user: { limit: 240, ttl: minute }, ip: { limit: 6_000, ttl: minute }, message: limitMessages.tooManyScores },
  /** A guest's donation or birdie pledge: no account, so a visitor counts by address. */
  gift: { user: { limit: 10, ttl: 10 * minute }, ip: { limit: 300, ttl: 10 * minute }, message: limitMessages.tooManyGifts },
  /** A checkout, an offer claimed or given up: no account needed, so a visitor counts by address (a club's members may share one). */
  registration: { user: { limit: 20, ttl: 10 * minute }, ip: { limit: 600, ttl: 10 * minute }, message: limitMessages.tooManyRegistrations },
  /**
   * Sign-in and sign-up through the local identity service, counted per e-mail address (the account tried)
   * and per client address: a field of phones behind the clubhouse's one address all sign in before the start.
   */
  signIn: { user: { limit: 10, ttl: 10 * minute }, ip: { limit: 600, ttl: 10 * minute }, message: limitMessages.tooManySignIns },
  /**
   * The identity service's other calls (a token renewed, an account read or updated): nobody is signed in to the
   * API for them, so both counts are per address, where a whole field's phones share one.
   */
  identity: { user: { limit: 3_000, ttl: minute }, ip: { limit: 3_000, ttl: minute }, message: limitMessages.tooManySignIns },
  chat: { user: { limit: 20, ttl: minute }, ip: { limit: 600, ttl: minute }, message: messages.chat.rateLimited },
} as const satisfies Record<string, WriteLimit>;

export type WriteLimitKind = keyof typeof writeLimits;
