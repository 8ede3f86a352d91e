import { messages } from '@fairway/contracts';
import type { EntityManager } from 'typeorm';
import { sameEmail } from '@fairway/contracts/tournament-admin';
import { type AuthUser, callerPlayer, forbidden, isTournamentAdmin, type PlayerIdentity } from '../../common/auth';
import type { TournamentEntity } from '../tournament/tournament.entity';
import { PlayerEntity } from './team.entity';

/**
 * A team member or the tournament admin may change a team. A member found by their verified e-mail has
 * their row linked to their account on the way, so from then on the account, not the e-mail, is the key.
 */
export async function assertCanEditTeam(
  manager: EntityManager,
  user: AuthUser,
  tournament: Pick<TournamentEntity, 'adminUserId'>,
  players: ReadonlyArray<PlayerIdentity & { id: string }>,
  message: string = messages.team.forbidden,
): Promise<void> {
  const own = callerPlayer(user, players);
  if (own) await linkToAccount(manager, own, user);
  else if (!isTournamentAdmin(user, tournament)) throw forbidden(message);
}

export async function linkToAccount(manager: EntityManager, player: PlayerIdentity & { id: string }, user: AuthUser): Promise<void> {
  if (player.userId === user.uid) return;
  await manager.update(PlayerEntity, player.id, { userId: user.uid });
  player.userId = user.uid;
}

export function assertTournamentAdmin(user: AuthUser, tournament: Pick<TournamentEntity, 'adminUserId'>, message: string): void {
  if (!isTournamentAdmin(user, tournament)) throw forbidden(message);
}

/** A row whose e-mail changes is someone else now: its link to an account goes, and the new address must be proven. */
export function unlinkIfEmailChanges(player: PlayerIdentity, email: string | null | undefined): { userId?: null } {
  return email !== undefined && player.userId !== null && !sameEmail(email, player.email) ? { userId: null } : {};
}
