import { apiJson } from '@fairway/api-client';
import { chatResponse, type ChatRequestBody } from '@fairway/contracts/chat';

export const chatPath = '/api/chat';

/** Sends the conversation with its page context; resolves with the assistant's answer. */
export async function askAssistant(body: ChatRequestBody): Promise<string> {
  const { response } = await apiJson(chatPath, chatResponse, { method: 'POST', json: body });
  return response;
}
