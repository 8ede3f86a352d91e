import { type AuthUser, callerPlayer, type PlayerIdentity } from '../../common/auth';
import type { ScoreAuthor, ScoreCell } from '../score/score-records.service';

/** The name a change is shown under: the caller's player row on the team, else their account's name. */
export function scoreAuthor(user: AuthUser, players: ReadonlyArray<PlayerIdentity & { name: string }>): ScoreAuthor {
  const own = callerPlayer(user, players);
  return { uid: user.uid, name: own?.name ?? user.displayName ?? user.email ?? 'Tournament admin' };
}

/** One cell per player and hole, the last one sent winning (a phone's queue may hold a cell twice). */
export function latestPerCell(cells: readonly ScoreCell[]): ScoreCell[] {
  const latest = new Map(cells.map((cell) => [`${cell.playerId}:${cell.hole}`, cell]));
  return [...latest.values()];
}
