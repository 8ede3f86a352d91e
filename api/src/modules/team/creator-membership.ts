import { limits, type PlayerInput } from '@fairway/contracts';
import type { AuthUser } from '../../common/auth';
import { firstFreePosition } from './first-free-position';
import { playerNameFor } from './player-name-for';

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The roster of a foursome a player creates, with the creator on it (membership is by e-mail): kept as
 * sent when the creator's e-mail is there; otherwise an e-mail-less entry bearing the creator's name
 * becomes theirs; otherwise the creator takes the first free place. Null when all four places are taken
 * by others. A creator without an e-mail cannot be linked, so the roster stays as sent.
 */
export function rosterWithCreator(players: readonly PlayerInput[], creator: AuthUser): PlayerInput[] | null {
  const email = creator.email;
  if (!email || players.some((player) => sameText(player.email, email))) return [...players];
  const name = playerNameFor(creator);
  const namesake = players.findIndex((player) => player.email === null && sameText(player.name, name));
  if (namesake >= 0) return players.map((player, index) => (index === namesake ? { ...player, email } : player));
  const position = firstFreePosition(players.map((player) => player.position));
  if (position === null) return null;
  return [...players, { name, email, handicap: limits.defaultHandicap, position }];
}
