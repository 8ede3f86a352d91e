import { messages } from '@fairway/contracts/messages';
import type { Team } from '@fairway/contracts/team';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { teamsQueryOptions } from './get-teams';
import { teamUrl } from './team-url';

/** Tournament admin only: a new invite code; the old one stops working. */
export function regenerateInviteCode(id: string): Promise<Team> {
  return apiJson(`${teamUrl(id)}/invite-code`, trusted<Team>(), { method: 'POST' });
}

export function useRegenerateInviteCode(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: regenerateInviteCode,
    invalidates: () => [teamsQueryOptions(tournamentId).queryKey],
    failure: messages.team.inviteCodeRegenerateFailed,
    options,
  });
}
