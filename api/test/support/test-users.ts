import { randomBytes } from 'node:crypto';

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  /** `Authorization` header value for supertest's `.set('Authorization', user.bearer)`. */
  bearer: string;
}

function emulatorUrl(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the jest global setup starts the emulator');
  return `http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`;
}

/** A brand-new account on the real Auth emulator, signed in, with a fresh ID token. */
export async function signUpTestUser(name = 'player'): Promise<TestUser> {
  const email = `${name}-${randomBytes(5).toString('hex')}@example.com`.toLowerCase();
  const response = await fetch(emulatorUrl('accounts:signUp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-pass-1', returnSecureToken: true, displayName: name }),
  });
  if (!response.ok) throw new Error(`emulator sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, email, idToken: body.idToken, bearer: `Bearer ${body.idToken}` };
}
