import type { EventRole } from '@fairway/contracts/event-team';
import type { Tournament } from '@fairway/contracts/tournament';

/**
 * The caller's role on the tournament, as the API read it for them. A reply without a role that still says the
 * caller manages it (written before the event team) names its admin: the owner.
 */
export function myRoleOf(tournament: Tournament & { myRole?: EventRole | null }): EventRole | null {
  return tournament.myRole ?? (tournament.canManage ? 'owner' : null);
}
