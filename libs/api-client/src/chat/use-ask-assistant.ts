import { chatResponse, type ChatRequestBody, chatStreamEvent, chatStreamMediaType, type ChatStreamEvent } from '@fairway/contracts/chat';
import { messages } from '@fairway/contracts/messages';
import { isApiError } from '../http/api-error';
import { apiFetch } from '../http/api-fetch';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';

export const chatPath = '/api/chat';

async function* textPieces(response: Response): AsyncGenerator<string> {
  const reader = response.body?.getReader?.();
  if (!reader) {
    yield await response.text();
    return;
  }
  const decoder = new TextDecoder();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) yield decoder.decode(chunk.value, { stream: true });
}

/** The events of a streamed answer (see chatStreamEvent); a plain JSON answer reads as its one final event. */
async function* answerEvents(response: Response): AsyncGenerator<ChatStreamEvent> {
  let buffered = '';
  for await (const piece of textPieces(response)) {
    buffered += piece;
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) if (block.startsWith('data:')) yield chatStreamEvent.parse(JSON.parse(block.slice(5)));
  }
  const rest = buffered.trim();
  if (rest.startsWith('data:')) yield chatStreamEvent.parse(JSON.parse(rest.slice(5)));
  else if (rest) yield { type: 'done', response: chatResponse.parse(JSON.parse(rest)).response, source: 'built-in' };
}

/**
 * Sends the conversation with its page context and resolves with the answer to keep; `onProgress` sees
 * the answer so far while a language model writes it.
 */
export async function askAssistant(body: ChatRequestBody, onProgress?: (soFar: string) => void): Promise<string> {
  const response = await apiFetch(chatPath, { method: 'POST', json: body, headers: { Accept: chatStreamMediaType } });
  let soFar = '';
  for await (const event of answerEvents(response)) {
    if (event.type === 'done') return event.response;
    soFar += event.text;
    onProgress?.(soFar);
  }
  throw new Error('The answer ended before it was complete');
}

/**
 * The assistant's line when no answer came. It speaks in the conversation rather than reporting a failed call:
 * the rate limit's own line, a refused question's reason, else its apology.
 */
export function assistantFailureText(error: unknown): string {
  if (!isApiError(error)) return messages.chat.failure;
  if (error.status === 429) return messages.chat.rateLimited;
  if (error.status === 400 && error.body) return error.body.message;
  return messages.chat.failure;
}

export interface AskAssistantVariables {
  body: ChatRequestBody;
  onProgress?: (soFar: string) => void;
}

/** Asks the assistant: nothing cached changes; `failureText` is the line the assistant says instead of an answer. */
export function useAskAssistant(options?: WriteOptions) {
  const mutation = useApiMutation({
    mutationFn: ({ body, onProgress }: AskAssistantVariables) => askAssistant(body, onProgress),
    invalidates: () => [],
    failure: messages.chat.failure,
    options,
  });
  return { ...mutation, failureText: mutation.error ? assistantFailureText(mutation.error) : null };
}
