import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatResponse, chatStreamEvent, type ChatStreamEvent } from '@fairway/contracts';
import request from 'supertest';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser } from './support/test-users';

type ModelMode = 'stream' | 'hang' | 'error' | 'stall-midway';

interface ModelCall {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
}

/** A local OpenAI-compatible chat completions server: records each request and answers per `mode`. */
async function startFakeModel() {
  const state = { mode: 'stream' as ModelMode, calls: [] as ModelCall[], pieces: ['The ', 'Eagles ', 'lead.'], release: Promise.resolve() };
  const chunk = (content: string) => `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const part of req) raw += String(part);
    state.calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
    if (state.mode === 'hang') return;
    if (state.mode === 'error') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"model crashed"}}');
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const [first, ...rest] = state.pieces;
    res.write(chunk(first!));
    if (state.mode === 'stall-midway') return;
    await state.release;
    for (const piece of rest) res.write(chunk(piece));
    res.end('data: [DONE]\n\n');
  };
  const server: Server = createServer((req, res) => void respond(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function eventsOf(text: string): ChatStreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => chatStreamEvent.parse(JSON.parse(block.slice(6))));
}

describe('Golf assistant with a language model', () => {
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  let testApp: TestApp;
  let lastOctet = 0;

  beforeAll(async () => {
    model = await startFakeModel();
    testApp = await startTestApp({ env: { LLM_BASE_URL: model.url, LLM_MODEL: 'fairway-test-model', LLM_API_KEY: 'test-key', LLM_TIMEOUT_MS: '400' } });
    const admin = await signUpTestUser('llm-admin');
    const setup = fixtures(testApp.app);
    const tournament = await setup.tournament({ adminUserId: admin.uid, name: 'Model Masters' });
    await setup.team(tournament.id, [{ name: 'Ann', handicap: 10 }], { name: 'Eagles' });
  });

  afterAll(async () => {
    await testApp?.close();
    await model?.close();
  });

  beforeEach(() => {
    model.state.mode = 'stream';
    model.state.calls = [];
    model.state.release = Promise.resolve();
  });

  const body = (content: string) => ({ messages: [{ role: 'user', content, timestamp: new Date().toISOString() }], context: { currentPage: 'leaderboard' } });
  const post = () => request(testApp.http).post('/api/chat').set('X-Forwarded-For', `203.0.113.${++lastOctet}`);

  it('sends the question with the retrieved facts in the chat completions shape', async () => {
    const reply = chatResponse.parse((await post().send(body('Who is leading?')).expect(200)).body);
    expect(reply.response).toBe('The Eagles lead.');
    const [call] = model.state.calls;
    expect(call).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer test-key' });
    expect(call!.body).toMatchObject({ model: 'fairway-test-model', stream: true });
    const [system, question] = call!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Model Masters (best ball):');
    expect(system!.content).toContain('No scores yet: 1 team registered.');
    expect(question).toEqual({ role: 'user', content: 'Who is leading?' });
  });

  it('streams the pieces to the client as the model writes them', async () => {
    let release: () => void = () => undefined;
    model.state.release = new Promise<void>((resolve) => (release = resolve));
    await new Promise<void>((resolve) => testApp.http.listen(0, '127.0.0.1', resolve));
    const { port } = testApp.http.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-Forwarded-For': `203.0.113.${++lastOctet}` },
      body: JSON.stringify(body('Who is leading?')),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // The first piece arrives while the model is still holding back the rest.
    expect(eventsOf(first)).toEqual([{ type: 'delta', text: 'The ' }]);
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(eventsOf(rest)).toEqual([
      { type: 'delta', text: 'Eagles ' },
      { type: 'delta', text: 'lead.' },
      { type: 'done', response: 'The Eagles lead.', source: 'model' },
    ]);
    await new Promise<void>((resolve) => testApp.http.close(() => resolve()));
  });

  it.each([
    ['answers nothing within the timeout', 'hang'],
    ['fails with an HTTP error', 'error'],
    ['stops midway', 'stall-midway'],
  ] as const)('gives the built-in answer when the model %s', async (_case, mode) => {
    model.state.mode = mode;
    const text = (await post().set('Accept', 'text/event-stream').send(body('Who is leading?')).expect(200)).text;
    const done = eventsOf(text).at(-1)!;
    expect(done).toMatchObject({ type: 'done', source: 'built-in' });
    expect(done.type === 'done' && done.response).toContain('Model Masters (best ball):');
    expect(model.state.calls).toHaveLength(1);
  });
});
