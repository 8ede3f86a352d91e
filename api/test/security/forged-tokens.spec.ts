// Issue 30: under the Auth emulator (npm start, its network address, compose's emulator profile) the API took
// an unsigned token naming any account. Now only the local identity service's key is believed, sessions end
// with sign-out-everywhere, and sign-in attempts are limited. Everything here goes through HTTP to the real
// API on real PostgreSQL, in front of the real Auth emulator.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Get, Module } from '@nestjs/common';
import { decodeJwt, exportPKCS8, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import request from 'supertest';
import type { AuthUser } from '../../src/common/auth/auth-user';
import { CurrentUser } from '../../src/common/auth/current-user.decorator';
import { signingKeyFromPem } from '../../src/common/auth/signing-key';
import { limitMessages, writeLimits } from '../../src/common/limits/write-limits';
import { createApp } from '../../src/create-app';
import { startTestApp, type TestApp, testConfig } from '../support/test-app';
import { testSigningKey } from '../support/test-users';

@Controller('whoami')
class WhoAmIController {
  @Get()
  whoAmI(@CurrentUser() caller: AuthUser) {
    return { uid: caller.uid };
  }
}

@Module({ controllers: [WhoAmIController] })
class WhoAmIModule {}

const password = 'secret-pass-1';
const identity = (operation: string) => `/identitytoolkit.googleapis.com/v1/${operation}?key=fake-api-key`;
const freshEmail = (name: string) => `${name}-${randomBytes(5).toString('hex')}@example.com`;
let lastOctet = 0;
const freshIp = () => `198.51.100.${++lastOctet}`;

interface Session {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

/** Straight at the emulator, as an attacker on the Wi-Fi would like to: what it answers is unsigned. */
async function emulatorSignUp(email: string): Promise<{ localId: string; idToken: string }> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}${identity('accounts:signUp')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return (await response.json()) as { localId: string; idToken: string };
}

describe('forged, replayed and guessed sign-ins under the Auth emulator', () => {
  let testApp: TestApp;
  const http = () => request(testApp.http);
  const whoAmI = (idToken: string) => http().get('/api/whoami').set('Authorization', `Bearer ${idToken}`);

  async function signUp(name: string): Promise<Session> {
    const email = freshEmail(name);
    const response = await http()
      .post(identity('accounts:signUp'))
      .set('X-Forwarded-For', freshIp())
      .send({ email, password, returnSecureToken: true })
      .expect(200);
    return { uid: response.body.localId, email, idToken: response.body.idToken, refreshToken: response.body.refreshToken };
  }

  async function signIn(email: string): Promise<Session> {
    const response = await http()
      .post(identity('accounts:signInWithPassword'))
      .set('X-Forwarded-For', freshIp())
      .send({ email, password, returnSecureToken: true })
      .expect(200);
    return { uid: response.body.localId, email, idToken: response.body.idToken, refreshToken: response.body.refreshToken };
  }

  const refresh = (refreshToken: string) =>
    http().post('/securetoken.googleapis.com/v1/token?key=fake-api-key').type('form').send({ grant_type: 'refresh_token', refresh_token: refreshToken });

  beforeAll(async () => {
    testApp = await startTestApp({ extraModules: [WhoAmIModule], env: { WRITE_LIMIT_SCALE: '1' } });
  });

  afterAll(() => testApp?.close());

  it('accepts a token the identity path issued, signed ES256 by its key, with the claims the Firebase client reads', async () => {
    const session = await signUp('fresh');
    expect((await whoAmI(session.idToken).expect(200)).body).toEqual({ uid: session.uid });
    const claims = decodeJwt(session.idToken);
    expect(claims).toMatchObject({ sub: session.uid, user_id: session.uid, aud: 'demo-fairway', email: session.email.toLowerCase() });
    expect(JSON.parse(Buffer.from(session.idToken.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  });

  it('refuses the emulator’s own unsigned token for an account that exists (the old hole)', async () => {
    const account = await emulatorSignUp(freshEmail('unsigned'));
    expect(JSON.parse(Buffer.from(account.idToken.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'none' });
    const response = await whoAmI(account.idToken).expect(401);
    expect(response.body).toMatchObject({ code: 'INVALID_TOKEN' });
    // Re-made by hand for someone else's account: no better.
    const victim = await signUp('victim');
    await whoAmI(new UnsecuredJWT({ ...decodeJwt(victim.idToken) }).encode()).expect(401);
  });

  it('refuses the same claims signed by another key, and by the right key once expired', async () => {
    const victim = await signUp('victim');
    const claims = decodeJwt(victim.idToken);
    const other = await signingKeyFromPem(await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey));
    const reSigned = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: (await testSigningKey()).keyId }).sign(other.privateKey);
    await whoAmI(reSigned).expect(401);
    const { privateKey: rsa } = await generateKeyPair('RS256');
    await whoAmI(await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(rsa)).expect(401);

    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'ES256', kid: (await testSigningKey()).keyId })
      .sign((await testSigningKey()).privateKey);
    await whoAmI(expired).expect(401);
  });

  it('does not let a forged token act on someone else’s account through the identity path', async () => {
    const victim = await signUp('victim');
    const forged = new UnsecuredJWT({ ...decodeJwt(victim.idToken) }).encode();
    const changed = await http().post(identity('accounts:update')).send({ idToken: forged, password: 'attacker-1', returnSecureToken: true }).expect(400);
    expect(changed.body.error.message).toMatch(/^INVALID_ID_TOKEN/);
    // The emulator's admin credential is a bearer of the API's, never passed on; without it the emulator refuses.
    const asAdmin = { localId: victim.uid, password: 'attacker-1', emailVerified: true };
    await http().post(identity('accounts:update')).set('Authorization', 'Bearer owner').send(asAdmin).expect(401);
    await http().post(identity('accounts:update')).send(asAdmin).expect(400);
    await signIn(victim.email);
  });

  it('refuses the calls that let a caller name the account: custom tokens and identity-provider answers', async () => {
    const victim = await signUp('victim');
    const custom = new UnsecuredJWT({
      uid: victim.uid,
      aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
    }).encode();
    const byCustom = await http().post(identity('accounts:signInWithCustomToken')).send({ token: custom, returnSecureToken: true }).expect(400);
    expect(byCustom.body.error.message).toMatch(/^OPERATION_NOT_ALLOWED/);
    const fakeGoogle = JSON.stringify({ sub: 'g-1', email: victim.email, email_verified: true });
    await http()
      .post(identity('accounts:signInWithIdp'))
      .send({ requestUri: 'http://localhost', postBody: `id_token=${fakeGoogle}&providerId=google.com`, returnSecureToken: true })
      .expect(400);
  });

  it('renews a session through the identity path, and ends every session of the account on sign-out-everywhere', async () => {
    const first = await signUp('everywhere');
    const renewed = await refresh(first.refreshToken).expect(200);
    await whoAmI(renewed.body.id_token).expect(200);
    const second = await signIn(first.email);
    // Sessions begun in the second of the sign-out survive it, as with Firebase: sign out the next second.
    await sleep(1_100);
    await http().post('/api/account/sign-out-everywhere').expect(401);
    await http().post('/api/account/sign-out-everywhere').set('Authorization', `Bearer ${second.idToken}`).expect(204);

    for (const stale of [first.idToken, renewed.body.id_token, second.idToken]) await whoAmI(stale).expect(401);
    for (const stolen of [first.refreshToken, renewed.body.refresh_token, second.refreshToken]) {
      const response = await refresh(stolen).expect(400);
      expect(response.body.error.message).toMatch(/^TOKEN_EXPIRED/);
    }
    const lookUp = await http().post(identity('accounts:lookup')).send({ idToken: second.idToken }).expect(400);
    expect(lookUp.body.error.message).toMatch(/^TOKEN_EXPIRED/);

    await sleep(1_100);
    const again = await signIn(first.email);
    await whoAmI(again.idToken).expect(200);
    await refresh(again.refreshToken).expect(200);
    // The old refresh token stays dead after the owner signs in again.
    await refresh(first.refreshToken).expect(400);
  });

  it('refuses a refresh token it did not sign', async () => {
    const response = await refresh('AMf-vBfake-refresh-token').expect(400);
    expect(response.body.error.message).toMatch(/^INVALID_REFRESH_TOKEN/);
  });

  it('answers the 11th sign-in attempt for one account within 10 minutes 429, in the shape the Firebase client reads', async () => {
    const { email } = await signUp('guessed');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await http()
        .post(identity('accounts:signInWithPassword'))
        .set('X-Forwarded-For', freshIp())
        .send({ email, password: `guess-${attempt}` });
      expect(wrong.status).toBe(400);
    }
    const limited = await http()
      .post(identity('accounts:signInWithPassword'))
      .set('X-Forwarded-For', freshIp())
      .send({ email, password, returnSecureToken: true })
      .expect(429);
    expect(limited.body).toEqual({
      error: {
        code: 429,
        message: `TOO_MANY_ATTEMPTS_TRY_LATER : ${limitMessages.tooManySignIns}`,
        errors: [expect.objectContaining({ message: 'TOO_MANY_ATTEMPTS_TRY_LATER' })],
      },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from another address is not held up.
    await signUp('bystander');
  });

  it('answers the sign-in attempt past the per-address limit (600 in 10 minutes) 429, whatever the accounts', async () => {
    const address = freshIp();
    const attempt = (n: number) =>
      http()
        .post(identity('accounts:signInWithPassword'))
        .set('X-Forwarded-For', address)
        .send({ email: `nobody-${n}@example.com`, password });
    const { limit } = writeLimits.signIn.ip;
    for (let n = 1; n <= limit; n += 1) expect((await attempt(n)).status).toBe(400);
    expect((await attempt(limit + 1)).status).toBe(429);
  });
});

describe('the local identity service’s key', () => {
  it('is created once in PostgreSQL and shared by every replica on that database', async () => {
    const first = await startTestApp({ env: { IDENTITY_SIGNING_KEY: '' } });
    const second = await createApp({ config: testConfig(first.database.url, { IDENTITY_SIGNING_KEY: '' }), databaseUrl: first.database.url });
    try {
      const email = freshEmail('replica');
      const signedUp = await request(first.http).post(identity('accounts:signUp')).send({ email, password, returnSecureToken: true }).expect(200);
      await request(second.getHttpServer()).get('/api/tournaments').set('Authorization', `Bearer ${signedUp.body.idToken}`).expect(200);
      // Not the run's key: this database made its own.
      const runKeyToken = await request(first.http).get('/api/tournaments');
      expect(runKeyToken.status).toBe(200);
      const { privateKey } = await testSigningKey();
      const signedByRunKey = await new SignJWT(decodeJwt(signedUp.body.idToken)).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
      await request(second.getHttpServer()).get('/api/tournaments').set('Authorization', `Bearer ${signedByRunKey}`).expect(401);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('has no identity paths with a real Firebase project: the client talks to Google', async () => {
    const app = await startTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: '' } });
    try {
      await request(app.http)
        .post(identity('accounts:signInWithPassword'))
        .send({ email: freshEmail('real'), password })
        .expect(404);
    } finally {
      await app.close();
    }
  });
});
