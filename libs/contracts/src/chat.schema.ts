import { z } from 'zod';
import { entityId, isoTimestamp } from './common.schema';
import { limits } from './limits';
import { messages } from './messages';

export const chatRole = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof chatRole>;

export const chatMessage = z.object({
  role: chatRole,
  content: z
    .string({ error: messages.chat.contentRequired })
    .trim()
    .min(1, messages.chat.contentRequired)
    .max(limits.maxChatMessageLength, messages.chat.contentTooLong),
  timestamp: isoTimestamp,
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The page the user is on: the first path segment, or 'home'. */
const currentPage = z.string().trim().max(limits.maxNameLength, messages.validation.tooLong(limits.maxNameLength));

export const chatContext = z.object({
  currentPage: currentPage.default('home'),
  /** The tournament the page shows, when it shows one; live answers use it. Not a valid id: ignored. */
  tournamentId: entityId.optional().catch(undefined),
  /** The signed-in user's team when the page knows it; the API checks it is theirs before using it. */
  teamId: entityId.optional().catch(undefined),
});
export type ChatContext = z.infer<typeof chatContext>;

/** Body of POST /api/chat. */
export const chatRequest = z.object({
  messages: z
    .array(chatMessage, { error: messages.chat.messagesRequired })
    .min(1, messages.chat.messagesRequired)
    .max(limits.maxChatMessages, messages.chat.tooManyMessages)
    // An empty list already has its own message.
    .refine((conversation) => conversation.length === 0 || conversation.at(-1)?.role === 'user', messages.chat.lastMessageFromUser),
  context: chatContext.default({ currentPage: 'home' }),
});
export type ChatRequest = z.infer<typeof chatRequest>;
export type ChatRequestBody = z.input<typeof chatRequest>;

export const chatResponse = z.object({ response: z.string() });
export type ChatResponse = z.infer<typeof chatResponse>;

/** Query of GET /api/chat/suggestions?currentPage={page}. */
export const chatSuggestionsQuery = z.object({ currentPage: currentPage.default('home') });
export type ChatSuggestionsQuery = z.infer<typeof chatSuggestionsQuery>;

export const chatSuggestionsResponse = z.object({
  suggestions: z.array(z.string().min(1)).max(limits.maxChatSuggestions),
});
export type ChatSuggestionsResponse = z.infer<typeof chatSuggestionsResponse>;

/** The Accept header that asks POST /api/chat for a streamed answer. */
export const chatStreamMediaType = 'text/event-stream';

/**
 * POST /api/chat sent with `Accept: text/event-stream` answers with Server-Sent Events, one `data: <json>`
 * line per event and a blank line after each. `delta` events carry the next piece of the answer as the
 * language model writes it; the last event, `done`, carries the whole answer to keep, which replaces the
 * pieces (if the model fails midway it is the built-in answer), and where it came from. Without that
 * Accept header the reply is one ChatResponse JSON body.
 */
export const chatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), response: z.string(), source: z.enum(['model', 'built-in']) }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEvent>;
