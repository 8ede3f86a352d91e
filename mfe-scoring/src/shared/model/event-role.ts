import type { EventRole } from '@fairway/contracts/event-team';
import type { Tournament } from '@fairway/contracts/tournament';

/** The caller's role on the tournament, as the API answered it (`myRole`; absent from an older kept copy: its admin is the owner). */
export function roleOn(tournament: Tournament & { myRole?: EventRole | null }): EventRole | null {
  return tournament.myRole ?? (tournament.canManage ? 'owner' : null);
}
