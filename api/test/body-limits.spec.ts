import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { httpMessages } from '@fairway/contracts/http-messages';
import { sponsor } from '@fairway/contracts/sponsor';
import { startGateway } from '@fairway/scripts/gateway';
import request from 'supertest';
import { parsedBodyLimitBytes } from '../src/common/body-limits/body-limits';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';
import { upload, type UploadAnswer } from './support/upload-client';

const tenMegabytes = 10 * 1024 * 1024;
/** Past every limit, and far less than the whole body: a server that waited for all of it would not answer. */
const answerAfter = 1024 * 1024;

/** What a refusal looks like to the client: the answer, the connection closed after it, and no reset. */
const refusal = (answer: UploadAnswer) => ({
  status: answer.status,
  message: (answer.body as { message?: string }).message,
  connection: answer.headers.connection,
  errors: answer.errors,
});

describe('oversized bodies are refused with 413, at once and without cutting the connection', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let apiUrl: string;
  let logoPath: string;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let shellDist: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await signUpTestUser('body-limit-admin');
    const tournamentId = (await fixtures(testApp.app).tournament({ adminUserId: admin.uid })).id;
    const created = await request(testApp.http)
      .post(`/api/tournaments/${tournamentId}/sponsors`)
      .set('Authorization', admin.bearer)
      .send({ name: 'Heavy Logo Co' })
      .expect(201);
    logoPath = `/api/tournaments/${tournamentId}/sponsors/${sponsor.parse(created.body).id}/logo`;
    await testApp.app.listen(0, '127.0.0.1');
    apiUrl = await testApp.app.getUrl();
    shellDist = await mkdtemp(join(tmpdir(), 'fairway-body-limits-'));
    gateway = await startGateway({ apiUrl, distRoots: { shell: shellDist } });
  });

  afterAll(async () => {
    await gateway?.close();
    await testApp?.close();
    if (shellDist) await rm(shellDist, { recursive: true, force: true });
  });

  const logo = (base: string, chunked: boolean, options: { answerAfter?: number } = {}) =>
    upload(`${base}${logoPath}`, { size: tenMegabytes, contentType: 'image/png', chunked, headers: { authorization: admin.bearer }, ...options });
  const logoRefused = { status: 413, message: fundraisingMessages.logoTooLarge, connection: 'close', errors: [] };

  it.each([
    ['with its Content-Length', false],
    ['in chunks', true],
  ])('a 10 MB sponsor logo sent straight to the API %s, answered after its first megabyte', async (_how, chunked) => {
    expect(refusal(await logo(apiUrl, chunked, { answerAfter }))).toEqual(logoRefused);
  });

  it.each([
    ['with its Content-Length', false],
    ['in chunks', true],
  ])('a 10 MB sponsor logo sent through the gateway %s: 413 with the message, never 502, never a reset', async (_how, chunked) => {
    // The gateway keeps the browser's connection open while an upload it has to drop still comes in.
    const throughGateway = { ...logoRefused, connection: expect.any(String) };
    expect(refusal(await logo(gateway.url, chunked))).toEqual(throughGateway);
    expect(refusal(await logo(gateway.url, chunked, { answerAfter }))).toEqual({ ...logoRefused, connection: 'keep-alive' });
  });

  it('a 10 MB JSON body whose Content-Length says so, before any of it is read', async () => {
    const answer = await upload(`${apiUrl}/api/tournaments`, { size: tenMegabytes, contentType: 'application/json', chunked: false, answerAfter });
    expect(refusal(answer)).toEqual({ status: 413, message: httpMessages.bodyTooLarge(parsedBodyLimitBytes), connection: 'close', errors: [] });
    expect(httpMessages.bodyTooLarge(parsedBodyLimitBytes)).toBe('The request body is too large: send at most 100 KB');
  });

  it('a 10 MB JSON body in chunks, once the bytes counted pass the limit', async () => {
    const answer = await upload(`${apiUrl}/api/tournaments`, { size: tenMegabytes, contentType: 'application/json', chunked: true, answerAfter });
    expect(refusal(answer)).toEqual({ status: 413, message: httpMessages.bodyTooLarge(parsedBodyLimitBytes), connection: 'close', errors: [] });
  });

  it('still takes a logo within its limit on the same server', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(400 * 1024)]);
    await request(testApp.http).put(logoPath).set('Authorization', admin.bearer).set('Content-Type', 'image/png').send(png).expect(200);
  });
});
