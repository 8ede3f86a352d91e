import { limits } from '@fairway/contracts';
import { conversationForApi } from './use-conversation';

const at = '2026-06-01T10:00:00.000Z';

describe('conversationForApi', () => {
  it('sends the latest messages the API accepts, without the local failure lines', () => {
    const entries = Array.from({ length: 60 }, (_, index) => ({
      role: index % 2 ? ('assistant' as const) : ('user' as const),
      content: `m${index}`,
      timestamp: at,
    }));
    entries.push({ role: 'assistant', content: 'Sorry, try again', timestamp: at, failed: true } as (typeof entries)[number]);
    entries.push({ role: 'user', content: 'last', timestamp: at });
    const sent = conversationForApi(entries);
    expect(sent).toHaveLength(limits.maxChatMessages);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'last', timestamp: at });
    expect(sent.some((message) => message.content === 'Sorry, try again')).toBe(false);
    expect(sent.every((message) => !('failed' in message))).toBe(true);
  });
});
