import { randomBytes } from 'node:crypto';

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  /** `Authorization` header value for supertest's `.set('Authorization', user.bearer)`. */
  bearer: string;
}

const password = 'secret-pass-1';

function emulatorUrl(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the jest global setup starts the emulator');
  return `http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`;
}

async function emulatorCall<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(emulatorUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A brand-new account on the real Auth emulator, signed in, with a fresh ID token. Its e-mail is
 * verified (as after following the link of the verification e-mail) unless `verified: false`; it has
 * `name` (or `displayName`) as its display name unless `named: false`.
 */
export async function signUpTestUser(name = 'player', { verified = true, named = true, displayName = name } = {}): Promise<TestUser> {
  const email = `${name}-${randomBytes(5).toString('hex')}@example.com`.toLowerCase();
  const account = await emulatorCall<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
    ...(named ? { displayName } : {}),
  });
  if (!verified) return { uid: account.localId, email, idToken: account.idToken, bearer: `Bearer ${account.idToken}` };
  await verifyEmailOf(account.localId);
  const { idToken } = await emulatorCall<{ idToken: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: account.localId, email, idToken, bearer: `Bearer ${idToken}` };
}

/** Marks the account's e-mail verified, as the emulator does when its verification link is opened. */
export async function verifyEmailOf(uid: string): Promise<void> {
  await emulatorCall('accounts:update', { localId: uid, emailVerified: true }, { authorization: 'Bearer owner' });
}

/** The same account signed in again: a fresh ID token carrying its current claims (email_verified). */
export async function signInAgain(user: TestUser): Promise<TestUser> {
  const { idToken } = await emulatorCall<{ idToken: string }>('accounts:signInWithPassword', { email: user.email, password, returnSecureToken: true });
  return { ...user, idToken, bearer: `Bearer ${idToken}` };
}

/**
 * Who may not change a tournament, for `it.each`: a visitor (no bearer, 401), a signed-in user with no part in
 * it and one of its team members (403 each). The bearer is read when the test runs, after the users signed up.
 */
export function refusedCallers(other: TestUser, member: TestUser): Array<[who: string, bearer: () => string | undefined, status: number]> {
  return [
    ['a visitor', () => undefined, 401],
    ['another signed-in user', () => other.bearer, 403],
    ['a team member', () => member.bearer, 403],
  ];
}
