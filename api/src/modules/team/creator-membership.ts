import { limits, type PlayerInput } from '@fairway/contracts';
import { sameEmail } from '@fairway/contracts/tournament-admin';
import type { AuthUser } from '../../common/auth';
import { firstFreePosition } from './first-free-position';
import { playerNameFor } from './player-name-for';

export type RosterEntry = PlayerInput & { userId?: string };

/**
 * The roster of a foursome a player creates, with the creator on it and linked to their account: the
 * entry with the creator's e-mail, else an e-mail-less entry bearing the creator's name, else a new entry
 * at the first free place. Null when all four places are taken by others.
 */
export function rosterWithCreator(players: readonly PlayerInput[], creator: AuthUser): RosterEntry[] | null {
  const link = (player: PlayerInput): RosterEntry => ({ ...player, email: player.email ?? creator.email, userId: creator.uid });
  const own = creator.email === null ? -1 : players.findIndex((player) => sameEmail(player.email, creator.email));
  const name = playerNameFor(creator);
  const namesake = players.findIndex((player) => player.email === null && sameEmail(player.name, name));
  const index = own >= 0 ? own : namesake;
  if (index >= 0) return players.map((player, at) => (at === index ? link(player) : player));
  const position = firstFreePosition(players.map((player) => player.position));
  if (position === null) return null;
  return [...players, link({ name, email: creator.email, handicap: limits.defaultHandicap, position })];
}
