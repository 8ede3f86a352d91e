import { Controller, Get, Module, Post } from '@nestjs/common';
import request from 'supertest';
import type { AuthUser } from '../src/common/auth/auth-user';
import { CurrentUser } from '../src/common/auth/current-user.decorator';
import { Public } from '../src/common/auth/public.decorator';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

describe('authentication with real Firebase ID tokens (Auth emulator)', () => {
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    testApp = await startTestApp();
    user = await signUpTestUser('guard');
  });

  afterAll(() => testApp?.close());

  it('lets visitors call public routes without a token', async () => {
    await request(testApp.http).get('/api/health').expect(200);
  });

  it('answers 401 on a public route when a bad token is sent (never silently anonymous)', async () => {
    const response = await request(testApp.http).get('/api/health').set('Authorization', 'Bearer not-a-token').expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('accepts a fresh emulator token on a public route', async () => {
    await request(testApp.http).get('/api/health').set('Authorization', user.bearer).expect(200);
  });
});

@Controller('probe')
class ProbeController {
  @Post()
  whoAmI(@CurrentUser() caller: AuthUser) {
    return caller;
  }

  @Public()
  @Get()
  maybeWho(@CurrentUser() caller: AuthUser | null) {
    return { caller };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('AuthGuard on protected and public routes', () => {
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    testApp = await startTestApp({ extraModules: [ProbeModule] });
    user = await signUpTestUser('probe');
  });

  afterAll(() => testApp?.close());

  it('answers 401 with the JSON error body when no token is sent to a protected route', async () => {
    const response = await request(testApp.http).post('/api/probe').expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to do this.', code: 'SIGN_IN_REQUIRED' });
  });

  it('answers 401 for a forged token', async () => {
    const forged = `${user.idToken.slice(0, -4)}AAAA`;
    const [header, , signature] = user.idToken.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'someone-else', aud: 'demo-fairway' })).toString('base64url');
    await request(testApp.http).post('/api/probe').set('Authorization', `Bearer ${header}.${payload}.${signature}`).expect(401);
    await request(testApp.http).post('/api/probe').set('Authorization', `Bearer ${forged}x`).expect(401);
  });

  it('passes the verified caller (uid, lower-case e-mail, whether the e-mail is proven) to the handler', async () => {
    const response = await request(testApp.http).post('/api/probe').set('Authorization', user.bearer).expect(201);
    expect(response.body).toEqual({ uid: user.uid, email: user.email, emailVerified: true, displayName: 'probe' });
    const unproven = await signUpTestUser('probe', { verified: false });
    const unprovenResponse = await request(testApp.http).post('/api/probe').set('Authorization', unproven.bearer).expect(201);
    expect(unprovenResponse.body).toEqual({ uid: unproven.uid, email: unproven.email, emailVerified: false, displayName: 'probe' });
  });

  it('gives public routes a null caller without a token and the caller with one', async () => {
    expect((await request(testApp.http).get('/api/probe').expect(200)).body).toEqual({ caller: null });
    expect((await request(testApp.http).get('/api/probe').set('Authorization', user.bearer).expect(200)).body.caller.uid).toBe(user.uid);
  });
});
