import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { EventInvitationPreview } from '@fairway/contracts/event-team';
import { apiJson, trusted } from '../http/api-json';
import { eventInvitationKey } from '../query/query-keys';
import { eventInvitationPath } from './event-team-path';

/** What an invitation shows before it is accepted (public: the tournament, the role, its state; no e-mails). */
export function getEventInvitation(code: string): Promise<EventInvitationPreview> {
  return apiJson(eventInvitationPath(code), trusted<EventInvitationPreview>());
}

export function eventInvitationQueryOptions(code: string | null | undefined) {
  return queryOptions({
    queryKey: eventInvitationKey(code ?? ''),
    queryFn: code ? () => getEventInvitation(code) : skipToken,
    // A 404 (an unknown code) is an answer, not a lost signal.
    retry: false,
  });
}

export function useEventInvitation(code: string | null | undefined) {
  return useQuery(eventInvitationQueryOptions(code));
}
