import { useQuery } from '@tanstack/react-query';
import type { MessageDelivery } from '@fairway/contracts/field-message';
import { apiJson, trusted } from '../http/api-json';
import { queuedRefreshMs } from './get-field-messages';
import { messagesKey, messagesPath } from './messages-path';

export function getMessageDeliveries(tournamentId: string, messageId: string): Promise<MessageDelivery[]> {
  return apiJson(messagesPath(tournamentId, messageId, 'deliveries'), trusted<MessageDelivery[]>());
}

/** One message's delivery per recipient (read when its row is opened), again while any is queued. */
export function useMessageDeliveries(tournamentId: string, messageId: string) {
  return useQuery({
    queryKey: messagesKey(tournamentId, 'deliveries', messageId),
    queryFn: () => getMessageDeliveries(tournamentId, messageId),
    refetchInterval: (query) => (query.state.data?.some((delivery) => delivery.state === 'queued') ? queuedRefreshMs : false),
  });
}
