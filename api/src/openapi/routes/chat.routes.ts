import { chatRequest, chatResponse, chatSuggestionsQuery, chatSuggestionsResponse } from '@fairway/contracts';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Golf assistant';

export const chatRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/chat/suggestions',
    tag,
    summary: 'Up to 3 suggested questions for the current page',
    access: 'public',
    query: chatSuggestionsQuery,
    success: [{ status: 200, description: 'Suggestions', body: { name: 'ChatSuggestionsResponse', schema: chatSuggestionsResponse } }],
  },
  {
    method: 'post',
    path: '/api/chat',
    tag,
    summary: "The assistant's reply to a conversation",
    access: 'public',
    body: { name: 'ChatRequest', schema: chatRequest },
    success: [{ status: 200, description: 'The reply', body: { name: 'ChatResponse', schema: chatResponse } }],
    description: 'Rate limited per client address (20 messages a minute); a 429 carries Retry-After.',
  },
];
