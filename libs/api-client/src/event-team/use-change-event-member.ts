import type { ChangeEventMember, EventMember } from '@fairway/contracts/event-team';
import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { eventTeamChanged, eventTeamPath } from './event-team-path';

export interface ChangeEventMemberVariables {
  tournamentId: string;
  memberId: string;
  change: ChangeEventMember;
}

/** A new role (and, for a contest volunteer, contests), in force at the member's next request. */
export function changeEventMember({ tournamentId, memberId, change }: ChangeEventMemberVariables): Promise<EventMember> {
  return apiJson(eventTeamPath(tournamentId, memberId), trusted<EventMember>(), { method: 'PATCH', json: change });
}

export function useChangeEventMember(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: changeEventMember,
    invalidates: ({ tournamentId }: ChangeEventMemberVariables) => eventTeamChanged(tournamentId),
    failure: eventTeamTexts.changeFailed,
    options,
  });
}
