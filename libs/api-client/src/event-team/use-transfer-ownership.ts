import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { apiFetch } from '../http/api-fetch';
import { tournamentPath } from '../tournaments/tournament-key';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { eventTeamChanged } from './event-team-path';

export interface TransferOwnershipVariables {
  tournamentId: string;
  memberId: string;
}

/** Hands the tournament to an active member; the owner stays on the team as a co-organiser. */
export async function transferOwnership({ tournamentId, memberId }: TransferOwnershipVariables): Promise<void> {
  await apiFetch(`${tournamentPath(tournamentId)}/owner`, { method: 'POST', json: { memberId } });
}

export function useTransferOwnership(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: transferOwnership,
    invalidates: ({ tournamentId }: TransferOwnershipVariables) => eventTeamChanged(tournamentId),
    failure: eventTeamTexts.transferFailed,
    options,
  });
}
