import { fakeResponse, mockFetch, queryWrapper, requestOf, type FetchMock } from '@fairway/api-client/testing';
import { messages } from '@fairway/contracts/messages';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatWidgetProps } from '@fairway/contracts';
import { conversationStorageKey } from '../model/conversation-storage';
import { ChatWidget } from './chat-widget';

const leaderboardSuggestions = ['Who is leading right now?', 'How are ties broken?', 'What does thru mean?'];
const tournamentId = '0b6c8f4e-3d2a-4c1b-9f00-000000000001';

function routeFetch(fetch: FetchMock, answer: (body: { messages: { content: string }[] }) => Promise<Response> | Response) {
  fetch.mockImplementation(async (url, init) => {
    if (url.startsWith('/api/chat/suggestions')) return fakeResponse(200, { suggestions: leaderboardSuggestions });
    return answer(JSON.parse(String(init?.body)));
  });
}

const chatCalls = (fetch: FetchMock) => fetch.mock.calls.filter(([url]) => url === '/api/chat');
const sentBody = (fetch: FetchMock, call = 0) => JSON.parse(String(chatCalls(fetch)[call]![1]!.body));

function renderWidget(props: Partial<ChatWidgetProps> = {}) {
  return render(<ChatWidget pageContext="leaderboard" startOpen {...props} />, { wrapper: queryWrapper() });
}

const questionBox = () => screen.getByRole('textbox', { name: 'Your question' });
const conversation = () => screen.getByRole('list', { name: 'Conversation' });
/** Types a question into the box and presses Enter. */
const ask = (question: string) => userEvent.type(questionBox(), `${question}{Enter}`);

beforeEach(() => sessionStorage.clear());

describe('the Golf Assistant widget', () => {
  it('opens greeting the user with the page’s suggestions, focus in the question box', async () => {
    const fetch = mockFetch();
    routeFetch(fetch, () => fakeResponse(200, { response: 'unused' }));
    renderWidget();
    screen.getByRole('region', { name: 'Golf Assistant' });
    within(conversation()).getByText(/I'm your golf assistant/);
    expect(document.activeElement).toBe(questionBox());
    const group = await screen.findByRole('group', { name: 'Suggested questions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(leaderboardSuggestions);
    expect(requestOf(fetch).url).toBe('/api/chat/suggestions?currentPage=leaderboard');
  });

  it('fetches nothing while closed, and suggestions once opened', async () => {
    const fetch = mockFetch();
    routeFetch(fetch, () => fakeResponse(200, { response: 'unused' }));
    renderWidget({ startOpen: false });
    expect(screen.queryByRole('region', { name: 'Golf Assistant' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Open the Golf Assistant' }));
    await screen.findByRole('button', { name: 'How are ties broken?' });
    expect(document.activeElement).toBe(questionBox());
  });

  it('sends on Enter with the page context, shows Thinking..., then the answer in the live region', async () => {
    const fetch = mockFetch();
    let reply: (response: Response) => void = () => undefined;
    routeFetch(fetch, () => new Promise((resolve) => (reply = resolve)));
    renderWidget({ tournamentId, teamId: 'team-1' });
    await ask('Who is leading?');

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thinking...');
    expect(questionBox()).toHaveProperty('value', '');
    const body = sentBody(fetch);
    expect(body.messages).toEqual([expect.objectContaining({ role: 'user', content: 'Who is leading?' })]);
    expect(body.context).toEqual({ currentPage: 'leaderboard', tournamentId, teamId: 'team-1' });

    await act(async () => reply(fakeResponse(200, { response: 'Leader: Eagles, 2 strokes clear.' })));
    within(conversation()).getByText('Leader: Eagles, 2 strokes clear.');
    expect(screen.getByRole('status').textContent).toBe('Leader: Eagles, 2 strokes clear.');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('Thinking...')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).toBeNull();
  });

  it('shows the answer as it streams in, then keeps the final one', async () => {
    const fetch = mockFetch();
    const encoder = new TextEncoder();
    const chunks: Array<(chunk: { done: boolean; value?: Uint8Array }) => void> = [];
    const stream = {
      ok: true,
      status: 200,
      body: { getReader: () => ({ read: () => new Promise((resolve) => chunks.push(resolve)) }) },
    } as unknown as Response;
    routeFetch(fetch, () => stream);
    renderWidget();
    await ask('Who is leading?');
    await waitFor(() => expect(chunks).toHaveLength(1));
    expect(new Headers(chatCalls(fetch)[0]![1]!.headers).get('Accept')).toBe('text/event-stream');

    await act(async () => chunks[0]!({ done: false, value: encoder.encode('data: {"type":"delta","text":"The Eagles "}\n\n') }));
    within(conversation()).getByText('The Eagles');
    expect(screen.getByRole('status').textContent).toBe('Thinking...');
    await act(async () =>
      chunks[1]!({
        done: false,
        value: encoder.encode('data: {"type":"delta","text":"lead."}\n\ndata: {"type":"done","response":"The Eagles lead by 2.","source":"model"}\n\n'),
      }),
    );
    within(conversation()).getByText('The Eagles lead by 2.');
    expect(within(conversation()).queryByText('The Eagles lead.')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The Eagles lead by 2.');
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    const fetch = mockFetch();
    routeFetch(fetch, () => fakeResponse(200, { response: 'unused' }));
    renderWidget();
    await userEvent.type(questionBox(), 'Who is{Shift>}{Enter}{/Shift}');
    expect(chatCalls(fetch)).toHaveLength(0);
    expect(questionBox()).toHaveProperty('value', 'Who is\n');
  });

  it('asks a suggestion when it is pressed, and keeps suggestions while the conversation has one message', async () => {
    const fetch = mockFetch();
    routeFetch(fetch, () => new Promise(() => undefined));
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Who is leading right now?' }));
    await waitFor(() => expect(sentBody(fetch).messages[0].content).toBe('Who is leading right now?'));
    // One message so far: the suggestions stay, disabled while waiting.
    expect(screen.getByRole('button', { name: 'How are ties broken?' })).toHaveProperty('disabled', true);
  });

  it('apologises when the API cannot answer, and does not send the apology back', async () => {
    const fetch = mockFetch();
    routeFetch(fetch, ({ messages: sent }) =>
      sent.length === 1 ? Promise.reject(new TypeError('Failed to fetch')) : fakeResponse(200, { response: 'A birdie is one under par.' }),
    );
    renderWidget();
    await ask('Hello?');
    await within(conversation()).findByText(messages.chat.failure);

    await ask('What is a birdie?');
    await within(conversation()).findByText('A birdie is one under par.');
    expect(sentBody(fetch, 1).messages.map((message: { content: string }) => message.content)).toEqual(['Hello?', 'What is a birdie?']);
  });

  it('answers a rate limit with a friendly line and a refused question with its reason', async () => {
    const fetch = mockFetch();
    const tooMany = { statusCode: 429, error: 'Too Many Requests', message: messages.chat.rateLimited, code: 'TOO_MANY_REQUESTS' };
    const tooLong = { statusCode: 400, error: 'Bad Request', message: messages.chat.contentTooLong, code: 'VALIDATION_FAILED' };
    routeFetch(fetch, ({ messages: sent }) => (sent.length === 1 ? fakeResponse(429, tooMany) : fakeResponse(400, tooLong)));
    renderWidget();
    await ask('One');
    await within(conversation()).findByText(messages.chat.rateLimited);
    await ask('Two');
    await within(conversation()).findByText(messages.chat.contentTooLong);
  });

  it('minimises to its 64 px bar, restores with the conversation kept, and closes back to the launcher', async () => {
    const fetch = mockFetch();
    routeFetch(fetch, () => fakeResponse(200, { response: 'Par is the expected score.' }));
    renderWidget();
    await ask('What is par?');
    await within(conversation()).findByText('Par is the expected score.');

    await userEvent.click(screen.getByRole('button', { name: 'Minimise the Golf Assistant' }));
    const panel = screen.getByRole('region', { name: 'Golf Assistant' });
    expect(panel.className).toBe('minimised');
    expect(screen.queryByRole('list', { name: 'Conversation' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Restore the Golf Assistant' }));
    expect(screen.queryByRole('button', { name: 'Open the Golf Assistant' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Restore the Golf Assistant' }));
    within(conversation()).getByText('Par is the expected score.');
    expect(document.activeElement).toBe(questionBox());

    await userEvent.click(screen.getByRole('button', { name: 'Close the Golf Assistant' }));
    expect(screen.queryByRole('region', { name: 'Golf Assistant' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the Golf Assistant' }));
  });

  it('closes on Escape', async () => {
    routeFetch(mockFetch(), () => fakeResponse(200, { response: 'unused' }));
    renderWidget();
    await userEvent.type(questionBox(), '{Escape}');
    expect(screen.queryByRole('region', { name: 'Golf Assistant' })).toBeNull();
  });

  it('keeps the conversation for the browser session across page changes', async () => {
    const fetch = mockFetch();
    routeFetch(fetch, () => fakeResponse(200, { response: 'Stableford scores points.' }));
    const first = renderWidget();
    await ask('What is Stableford?');
    await within(conversation()).findByText('Stableford scores points.');
    first.unmount();

    expect(JSON.parse(sessionStorage.getItem(conversationStorageKey)!)).toHaveLength(2);
    renderWidget({ pageContext: 'scorecard' });
    within(conversation()).getByText('What is Stableford?');
    within(conversation()).getByText('Stableford scores points.');
    // Two messages: no suggestions any more.
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).toBeNull();
    await ask('And on this page?');
    await waitFor(() => expect(chatCalls(fetch)).toHaveLength(2));
    expect(sentBody(fetch, 1).messages).toHaveLength(3);
    expect(sentBody(fetch, 1).context).toEqual({ currentPage: 'scorecard' });
  });
});
