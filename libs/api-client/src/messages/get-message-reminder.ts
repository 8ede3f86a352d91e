import { useQuery } from '@tanstack/react-query';
import type { ReminderState, ResultsState } from '@fairway/contracts/field-message';
import { apiJson, trusted } from '../http/api-json';
import { messagesKey, messagesPath } from './messages-path';

/** The reminder's settings, when it is due and when it went. */
export function useMessageReminder(tournamentId: string) {
  return useQuery({
    queryKey: messagesKey(tournamentId, 'reminder'),
    queryFn: () => apiJson(messagesPath(tournamentId, 'reminder'), trusted<ReminderState>()),
  });
}

/** Whether the results and thank-you went out after Close Scoring. */
export function useResultsMessage(tournamentId: string) {
  return useQuery({
    queryKey: messagesKey(tournamentId, 'results'),
    queryFn: () => apiJson(messagesPath(tournamentId, 'results'), trusted<ResultsState>()),
  });
}
