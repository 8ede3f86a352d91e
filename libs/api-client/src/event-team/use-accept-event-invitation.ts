import type { EventMember } from '@fairway/contracts/event-team';
import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { myEventRolesKey } from '../query/query-keys';
import { tournamentsPath } from '../tournaments/tournament-key';
import { acceptEventInvitationPath } from './event-team-path';

/** The signed-in person takes the invitation's role on its tournament. */
export function acceptEventInvitation(code: string): Promise<EventMember> {
  return apiJson(acceptEventInvitationPath, trusted<EventMember>(), { method: 'POST', json: { code } });
}

export function useAcceptEventInvitation(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: acceptEventInvitation,
    invalidates: () => [myEventRolesKey(), [tournamentsPath]],
    failure: eventTeamTexts.acceptFailed,
    options,
  });
}
