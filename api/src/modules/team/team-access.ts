import { messages } from '@fairway/contracts';
import { can, type EventPermission } from '@fairway/contracts/event-team';
import type { EntityManager } from 'typeorm';
import { sameEmail } from '@fairway/contracts/tournament-admin';
import { type AuthUser, callerPlayer, forbidden, type PlayerIdentity } from '../../common/auth';
import { type AccessedTournament, EventAccessService, eventRoleRevoked } from '../event-team/event-access.service';
import { PlayerEntity } from './team.entity';

/**
 * A team member, or a role on the event team allowed `permission` (field.edit to change the team, scores.anyTeam
 * to score it), may change a team. A member found by their verified e-mail has their row linked to their account
 * on the way, so from then on the account, not the e-mail, is the key.
 */
export async function assertCanEditTeam(
  manager: EntityManager,
  access: EventAccessService,
  user: AuthUser,
  tournament: AccessedTournament,
  players: ReadonlyArray<PlayerIdentity & { id: string }>,
  { permission = 'field.edit', message = messages.team.forbidden }: { permission?: EventPermission; message?: string } = {},
): Promise<void> {
  const own = callerPlayer(user, players);
  if (own) return linkToAccount(manager, own, user);
  const standing = await access.accessOf(user, tournament, manager);
  if (can(standing.role, permission)) return;
  throw standing.revoked ? eventRoleRevoked() : forbidden(message);
}

export async function linkToAccount(manager: EntityManager, player: PlayerIdentity & { id: string }, user: AuthUser): Promise<void> {
  if (player.userId === user.uid) return;
  await manager.update(PlayerEntity, player.id, { userId: user.uid });
  player.userId = user.uid;
}

/** A row whose e-mail changes is someone else now: its link to an account goes, and the new address must be proven. */
export function unlinkIfEmailChanges(player: PlayerIdentity, email: string | null | undefined): { userId?: null } {
  return email !== undefined && player.userId !== null && !sameEmail(email, player.email) ? { userId: null } : {};
}
