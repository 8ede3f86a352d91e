import { eventTeamKey, myEventRolesKey, queryKeys } from '../query/query-keys';
import { tournamentPath, tournamentsPath } from '../tournaments/tournament-key';

/** `/api/tournaments/{id}/event-team[/{memberId}]`: the organiser's team calls. */
export function eventTeamPath(tournamentId: string, memberId?: string): string {
  const team = `${tournamentPath(tournamentId)}/event-team`;
  return memberId ? `${team}/${encodeURIComponent(memberId)}` : team;
}

/** `/api/event-invites/{code}`: an invitation's public preview. */
export const eventInvitationPath = (code: string) => `/api/event-invites/${encodeURIComponent(code)}`;

export const acceptEventInvitationPath = '/api/event-invites/accept';

export const myEventRolesPath = '/api/me/event-roles';

/** What a change to the team makes stale: the team, the caller's own roles, and the tournaments (their myRole). */
export function eventTeamChanged(tournamentId: string) {
  return [eventTeamKey(tournamentId), myEventRolesKey(), [tournamentsPath], queryKeys.activeTournaments()] as const;
}
