// The Auth emulator itself, reached directly as an operator would (firebase-admin's way): its admin paths are
// never served through the product's origin, where anyone on the Wi-Fi could call them.
import { importPKCS8, SignJWT } from 'jose';

function emulatorUrl(path: string): string {
  const base = process.env.E2E_AUTH_EMULATOR_URL;
  if (!base) throw new Error('E2E_AUTH_EMULATOR_URL is not set: the jest global setup starts the product');
  return new URL(path, base).toString();
}

/** GET or POST on the emulator's own paths with its admin credential (`Bearer owner`). */
export async function emulatorAdmin<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(emulatorUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`emulator ${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The key the global setup generated and gave the API (IDENTITY_SIGNING_KEY): the operator's, never a browser's. */
function operatorKeyPem(): string {
  const pem = process.env.E2E_IDENTITY_SIGNING_KEY;
  if (!pem) throw new Error('E2E_IDENTITY_SIGNING_KEY is not set: the jest global setup makes one');
  return pem;
}

/** An ID token for the account, signed as the API's local identity service signs them; valid for an hour. */
export async function operatorIdToken(uid: string, claims: Record<string, unknown>): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, user_id: uid, auth_time: now, firebase: { identities: {}, sign_in_provider: 'password' } })
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject(uid)
    .setIssuer('https://securetoken.google.com/demo-fairway')
    .setAudience('demo-fairway')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importPKCS8(operatorKeyPem(), 'ES256'));
}
