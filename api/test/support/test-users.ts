import { randomBytes } from 'node:crypto';
import { signingKeyFromPem, type SigningKey } from '../../src/common/auth/signing-key';
import { IdentityRelay } from '../../src/modules/identity/identity-relay';

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  /** `Authorization` header value for supertest's `.set('Authorization', user.bearer)`. */
  bearer: string;
}

const password = 'secret-pass-1';

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the jest global setup starts the emulator');
  return host;
}

let runKey: Promise<SigningKey> | undefined;

/** The key of the run (IDENTITY_SIGNING_KEY, made by the jest global setup and given to every test app). */
export function testSigningKey(): Promise<SigningKey> {
  const pem = process.env.IDENTITY_SIGNING_KEY;
  if (!pem) throw new Error('IDENTITY_SIGNING_KEY is not set: the jest global setup makes one for the run');
  runKey ??= signingKeyFromPem(pem);
  return runKey;
}

/**
 * The local identity service the test apps trust: the API's own relay to the real Auth emulator, with the
 * run's key. Revocation is the API's to check, as it is for a browser's calls.
 */
function identityService(): IdentityRelay {
  return new IdentityRelay({
    emulatorUrl: `http://${emulatorHost()}`,
    projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-fairway',
    key: testSigningKey,
    isCurrent: async () => true,
    timeoutMs: 20_000,
  });
}

async function identityCall<T>(operation: string, body: Record<string, unknown>): Promise<T> {
  const answer = await identityService().identityToolkit(operation, body, 'fake-api-key');
  if (answer.status !== 200) throw new Error(`identity service ${operation} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/** An admin call straight to the emulator, as firebase-admin makes them (never offered to callers). */
async function emulatorAdminCall(path: string, body: object): Promise<void> {
  const response = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${path} failed: ${response.status} ${await response.text()}`);
}

/**
 * A brand-new account on the real Auth emulator, signed in through the local identity service, with a fresh
 * ID token. Its e-mail is verified (as after following the link of the verification e-mail) unless
 * `verified: false`; it has `name` (or `displayName`) as its display name unless `named: false`.
 */
export async function signUpTestUser(name = 'player', { verified = true, named = true, displayName = name } = {}): Promise<TestUser> {
  const email = `${name}-${randomBytes(5).toString('hex')}@example.com`.toLowerCase();
  const account = await identityCall<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
    ...(named ? { displayName } : {}),
  });
  if (!verified) return { uid: account.localId, email, idToken: account.idToken, bearer: `Bearer ${account.idToken}` };
  await verifyEmailOf(account.localId);
  return signInAgain({ uid: account.localId, email, idToken: account.idToken, bearer: '' });
}

/** An anonymous account: signed in, but without an e-mail address. */
export async function signUpAnonymousTestUser(): Promise<Omit<TestUser, 'email'>> {
  const { localId, idToken } = await identityCall<{ localId: string; idToken: string }>('accounts:signUp', { returnSecureToken: true });
  return { uid: localId, idToken, bearer: `Bearer ${idToken}` };
}

/** Marks the account's e-mail verified, as the emulator does when its verification link is opened. */
export async function verifyEmailOf(uid: string): Promise<void> {
  await emulatorAdminCall('accounts:update', { localId: uid, emailVerified: true });
}

/** The same account signed in again: a fresh ID token carrying its current claims (email_verified). */
export async function signInAgain(user: TestUser): Promise<TestUser> {
  const { idToken } = await identityCall<{ idToken: string }>('accounts:signInWithPassword', { email: user.email, password, returnSecureToken: true });
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
