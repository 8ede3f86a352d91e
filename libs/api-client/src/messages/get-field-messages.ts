import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldMessage } from '@fairway/contracts/field-message';
import { apiJson, trusted } from '../http/api-json';
import { messagesKey, messagesPath } from './messages-path';

/** How often the history is read again while a delivery is still queued, so its states move on screen. */
export const queuedRefreshMs = 3_000;

export function getFieldMessages(tournamentId: string): Promise<FieldMessage[]> {
  return apiJson(messagesPath(tournamentId), trusted<FieldMessage[]>());
}

export function fieldMessagesQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: messagesKey(tournamentId, 'history'),
    queryFn: () => getFieldMessages(tournamentId),
    refetchInterval: (query) => (query.state.data?.some((message) => message.counts.queued > 0) ? queuedRefreshMs : false),
  });
}

/** The organiser's history: their messages, the reminder and the results, newest first, with counts per state. */
export function useFieldMessages(tournamentId: string) {
  return useQuery(fieldMessagesQueryOptions(tournamentId));
}
