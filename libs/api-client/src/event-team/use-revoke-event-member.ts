import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { apiFetch } from '../http/api-fetch';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { eventTeamChanged, eventTeamPath } from './event-team-path';

export interface RevokeEventMemberVariables {
  tournamentId: string;
  memberId: string;
}

/** Revokes a member's role (or an invitation not yet accepted): their next request is refused. */
export async function revokeEventMember({ tournamentId, memberId }: RevokeEventMemberVariables): Promise<void> {
  await apiFetch(eventTeamPath(tournamentId, memberId), { method: 'DELETE' });
}

export function useRevokeEventMember(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: revokeEventMember,
    invalidates: ({ tournamentId }: RevokeEventMemberVariables) => eventTeamChanged(tournamentId),
    failure: eventTeamTexts.revokeFailed,
    options,
  });
}
