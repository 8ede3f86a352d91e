import { chatRequest, chatStreamEvent, chatSuggestionsQuery, chatSuggestionsResponse } from './chat.schema';
import { messages } from './messages';
import { issueMessages } from './testing/zod-issues';

const hello = { role: 'user', content: 'What is a scramble?', timestamp: '2026-06-01T10:00:00.000Z' };

describe('chatRequest', () => {
  it('parses messages with their page context', () => {
    expect(chatRequest.parse({ messages: [hello], context: { currentPage: 'leaderboard' } })).toEqual({
      messages: [hello],
      context: { currentPage: 'leaderboard' },
    });
  });

  it('defaults the context to home', () => {
    expect(chatRequest.parse({ messages: [hello] }).context).toEqual({ currentPage: 'home' });
  });

  it('refuses empty, too long and too many messages', () => {
    expect(issueMessages(chatRequest, { messages: [] })).toEqual([messages.chat.messagesRequired]);
    expect(issueMessages(chatRequest, { messages: [{ ...hello, content: '  ' }] })).toEqual([messages.chat.contentRequired]);
    expect(issueMessages(chatRequest, { messages: [{ ...hello, content: 'x'.repeat(2001) }] })).toEqual([messages.chat.contentTooLong]);
    expect(issueMessages(chatRequest, { messages: Array.from({ length: 51 }, () => hello) })).toEqual([messages.chat.tooManyMessages]);
  });

  it('needs the last message to be from the user', () => {
    const reply = { ...hello, role: 'assistant', content: 'A scramble is a team format.' };
    expect(issueMessages(chatRequest, { messages: [hello, reply] })).toEqual([messages.chat.lastMessageFromUser]);
    expect(chatRequest.safeParse({ messages: [reply, hello] }).success).toBe(true);
  });

  it('keeps a valid tournament id in the context and drops a malformed one', () => {
    const tournamentId = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
    expect(chatRequest.parse({ messages: [hello], context: { currentPage: 'leaderboard', tournamentId } }).context).toEqual({
      currentPage: 'leaderboard',
      tournamentId,
    });
    const malformed = chatRequest.parse({ messages: [hello], context: { currentPage: 'tournament', tournamentId: 'not-an-id' } });
    expect(malformed.context.tournamentId).toBeUndefined();
  });

  it('refuses unknown roles and missing timestamps', () => {
    expect(chatRequest.safeParse({ messages: [{ ...hello, role: 'system' }] }).success).toBe(false);
    expect(chatRequest.safeParse({ messages: [{ ...hello, timestamp: 'yesterday' }] }).success).toBe(false);
  });
});

describe('chat suggestions', () => {
  it('defaults the page and allows at most 3 suggestions', () => {
    expect(chatSuggestionsQuery.parse({})).toEqual({ currentPage: 'home' });
    expect(chatSuggestionsResponse.safeParse({ suggestions: ['a', 'b', 'c'] }).success).toBe(true);
    expect(chatSuggestionsResponse.safeParse({ suggestions: ['a', 'b', 'c', 'd'] }).success).toBe(false);
  });
});

describe('chatStreamEvent', () => {
  it('reads the pieces and the final answer of a streamed reply, and nothing else', () => {
    expect(chatStreamEvent.parse({ type: 'delta', text: 'Eagles' })).toEqual({ type: 'delta', text: 'Eagles' });
    expect(chatStreamEvent.parse({ type: 'done', response: 'Eagles lead.', source: 'model' }).type).toBe('done');
    expect(chatStreamEvent.safeParse({ type: 'done', response: 'x', source: 'guess' }).success).toBe(false);
    expect(chatStreamEvent.safeParse({ type: 'other' }).success).toBe(false);
  });
});
