import { skipToken, useQuery } from '@tanstack/react-query';
import type { PreviousFieldInvitePreview, PreviousFieldInviteResult } from '@fairway/contracts/organisation';
import { organisationMessages } from '@fairway/contracts/organisation-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentPath, tournamentQueryKey } from '../tournaments/tournament-key';

export const previousFieldInvitePath = (tournamentId: string) => `${tournamentPath(tournamentId)}/invite-previous-field`;
const previewKey = (tournamentId: string) => [...tournamentQueryKey(tournamentId), 'invite-previous-field'] as const;

/** How many of last year's players and donors an invitation would reach now (a cloned event's organisers only). */
export function getPreviousFieldInvite(tournamentId: string): Promise<PreviousFieldInvitePreview> {
  return apiJson(previousFieldInvitePath(tournamentId), trusted<PreviousFieldInvitePreview>());
}

/** Asked only while the confirmation is open (`asking`), never kept from an earlier opening. */
export function usePreviousFieldInvite(tournamentId: string, asking: boolean) {
  return useQuery({
    queryKey: previewKey(tournamentId),
    queryFn: asking ? () => getPreviousFieldInvite(tournamentId) : skipToken,
    staleTime: 0,
    retry: false,
  });
}

/** Invites last year's players and donors to register; answers how many invitations were queued. */
export function invitePreviousField(tournamentId: string): Promise<PreviousFieldInviteResult> {
  return apiJson(previousFieldInvitePath(tournamentId), trusted<PreviousFieldInviteResult>(), { method: 'POST' });
}

export function useInvitePreviousField(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: invitePreviousField,
    invalidates: (tournamentId: string) => [previewKey(tournamentId)],
    failure: organisationMessages.inviteFailed,
    options,
  });
}
