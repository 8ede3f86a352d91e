import { messages } from '@fairway/contracts/messages';
import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { useChatSuggestions } from './get-chat-suggestions';
import { useAskAssistant } from './use-ask-assistant';

const context = { currentPage: 'leaderboard' as const };
const question = { messages: [{ role: 'user' as const, content: 'Who leads?', timestamp: '2026-06-01T10:00:00.000Z' }], context };

/** A response whose body arrives in the given pieces, as a streamed answer does. */
function streamed(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const chunks = pieces.map((piece) => ({ done: false, value: encoder.encode(piece) }));
  return { ok: true, status: 200, body: { getReader: () => ({ read: async () => chunks.shift() ?? { done: true } }) } } as unknown as Response;
}

describe('useChatSuggestions', () => {
  it("reads the page's questions only while enabled", async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, { suggestions: ['How are ties broken?'] }));
    const { result, rerender } = renderHook(({ enabled }) => useChatSuggestions('leaderboard', enabled), {
      wrapper: queryWrapper(),
      initialProps: { enabled: false },
    });
    expect(fetch).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(['How are ties broken?']));
    expect(requestOf(fetch).url).toBe('/api/chat/suggestions?currentPage=leaderboard');
  });
});

describe('useAskAssistant', () => {
  it('posts the conversation asking for a stream, reports the answer so far and resolves with the final one', async () => {
    const fetch = mockFetch().mockResolvedValue(
      streamed([
        'data: {"type":"delta","text":"The Eagles "}\n\n',
        'data: {"type":"delta","text":"lead."}\n\ndata: {"type":"done","response":"The Eagles lead by 2.","source":"model"}\n\n',
      ]),
    );
    const progress: string[] = [];
    const { result } = renderHook(() => useAskAssistant(), { wrapper: queryWrapper() });
    let answer = '';
    await act(async () => {
      answer = await result.current.mutateAsync({ body: question, onProgress: (soFar) => progress.push(soFar) });
    });
    expect(answer).toBe('The Eagles lead by 2.');
    expect(progress).toEqual(['The Eagles ', 'The Eagles lead.']);
    const { url, init, headers } = requestOf(fetch);
    expect([url, init.method, headers.get('Accept')]).toEqual(['/api/chat', 'POST', 'text/event-stream']);
    expect(JSON.parse(String(init.body))).toEqual(question);
  });

  it('reads a plain JSON answer as the final one', async () => {
    mockFetch().mockResolvedValue(fakeResponse(200, { response: 'Par is the expected score.' }));
    const { result } = renderHook(() => useAskAssistant(), { wrapper: queryWrapper() });
    await expect(act(() => result.current.mutateAsync({ body: question }))).resolves.toBe('Par is the expected score.');
  });

  it.each([
    ['the rate limit', fakeResponse(429, { statusCode: 429, error: 'Too Many Requests', message: 'slow down' }), messages.chat.rateLimited],
    ['a refused question', fakeResponse(400, { statusCode: 400, error: 'Bad Request', message: messages.chat.contentTooLong }), messages.chat.contentTooLong],
    ['a server failure', fakeResponse(500, 'boom'), messages.chat.failure],
  ])('answers %s with the line the assistant says instead', async (_case, response, line) => {
    mockFetch().mockResolvedValue(response);
    const { result } = renderHook(() => useAskAssistant(), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync({ body: question }).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe(line));
  });

  it('apologises when no answer comes', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useAskAssistant(), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync({ body: question }).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe(messages.chat.failure));
  });
});
