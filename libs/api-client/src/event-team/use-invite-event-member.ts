import type { EventInvitation, InviteEventMember } from '@fairway/contracts/event-team';
import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { eventTeamChanged, eventTeamPath } from './event-team-path';

export interface InviteEventMemberVariables {
  tournamentId: string;
  invite: InviteEventMember;
}

/** An invitation by e-mail (mailed) or to share by hand: the answer's code and link are shown once. */
export function inviteEventMember({ tournamentId, invite }: InviteEventMemberVariables): Promise<EventInvitation> {
  return apiJson(`${eventTeamPath(tournamentId)}/invites`, trusted<EventInvitation>(), { method: 'POST', json: invite });
}

export function useInviteEventMember(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: inviteEventMember,
    invalidates: ({ tournamentId }: InviteEventMemberVariables) => eventTeamChanged(tournamentId),
    failure: eventTeamTexts.inviteFailed,
    options,
  });
}
