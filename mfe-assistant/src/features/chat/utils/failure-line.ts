import { isApiError } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';

/** What the panel says when no answer came: the limit's own line, a refused question's reason, else section 8's message. */
export function failureLine(error: unknown): string {
  if (!isApiError(error)) return messages.chat.failure;
  if (error.status === 429) return messages.chat.rateLimited;
  if (error.status === 400 && error.body) return error.body.message;
  return messages.chat.failure;
}
