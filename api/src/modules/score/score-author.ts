import { type AuthUser, callerPlayer, type PlayerIdentity } from '../../common/auth';
import type { ScoreAuthor, ScoreCell } from './score.repository';

/** What the trail says when the caller is not on the team and their account has no name (an organiser or a scorer). */
export const ORGANISER_AUTHOR_NAME = 'Tournament admin';

/** Some accounts carry their e-mail as their display name: anyone can read the trail, so it is never used. */
const looksLikeEmail = (name: string) => name.includes('@');

/**
 * The name a change is shown under: the caller's player row on the team, else their account's display
 * name, else "Tournament admin" (whose uid the trail keeps). Never the account's e-mail: the trail is public.
 */
export function scoreAuthor(user: AuthUser, players: ReadonlyArray<PlayerIdentity & { name: string }>): ScoreAuthor {
  const own = callerPlayer(user, players);
  const displayName = user.displayName?.trim();
  const accountName = displayName && !looksLikeEmail(displayName) ? displayName : undefined;
  return { uid: user.uid, name: own?.name ?? accountName ?? ORGANISER_AUTHOR_NAME };
}

/** One cell per player and hole, the last one sent winning (a phone's queue may hold a cell twice). */
export function latestPerCell(cells: readonly ScoreCell[]): ScoreCell[] {
  const latest = new Map(cells.map((cell) => [`${cell.playerId}:${cell.hole}`, cell]));
  return [...latest.values()];
}
