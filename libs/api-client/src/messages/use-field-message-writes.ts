import type { FieldMessage, FieldMessagePreview, FieldMessageRequest, ReminderSettingsInput, ReminderState } from '@fairway/contracts/field-message';
import { useMutation } from '@tanstack/react-query';
import { apiJson, trusted } from '../http/api-json';
import { errorText } from '../http/error-text';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { messagesKey, messagesPath } from './messages-path';

export interface FieldMessageVariables {
  tournamentId: string;
  message: FieldMessageRequest;
}

export function previewFieldMessage({ tournamentId, message }: FieldMessageVariables): Promise<FieldMessagePreview> {
  return apiJson(messagesPath(tournamentId, 'preview'), trusted<FieldMessagePreview>(), { method: 'POST', json: message });
}

/** The e-mail as its first recipient reads it and who it goes to; nothing is sent and nothing is made stale. */
export function usePreviewFieldMessage() {
  const mutation = useMutation({ mutationFn: previewFieldMessage });
  return { ...mutation, failureText: mutation.error ? errorText(mutation.error, 'Failed to preview the message') : null };
}

export function sendFieldMessage({ tournamentId, message }: FieldMessageVariables): Promise<FieldMessage> {
  return apiJson(messagesPath(tournamentId), trusted<FieldMessage>(), { method: 'POST', json: message });
}

/** Sends a message to the field (its e-mails queued in the outbox); a refusal (over the hourly limit) says why. */
export function useSendFieldMessage(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: sendFieldMessage,
    invalidates: ({ tournamentId }: FieldMessageVariables) => [messagesKey(tournamentId, 'history')],
    failure: 'Failed to send the message',
    options,
  });
}

export interface ReminderVariables {
  tournamentId: string;
  settings: ReminderSettingsInput;
}

export function useSaveMessageReminder(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: ({ tournamentId, settings }: ReminderVariables) =>
      apiJson(messagesPath(tournamentId, 'reminder'), trusted<ReminderState>(), { method: 'PUT', json: settings }),
    invalidates: ({ tournamentId }: ReminderVariables) => [messagesKey(tournamentId, 'reminder')],
    failure: 'Failed to save the reminder',
    options,
  });
}

/** Sends the reminder now to everyone it has not reached yet. */
export function useSendReminderNow(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: ({ tournamentId }: { tournamentId: string }) => apiJson(messagesPath(tournamentId, 'reminder', 'send'), trusted<unknown>(), { method: 'POST' }),
    invalidates: ({ tournamentId }: { tournamentId: string }) => [messagesKey(tournamentId, 'reminder'), messagesKey(tournamentId, 'history')],
    failure: 'Failed to send the reminder',
    options,
  });
}
