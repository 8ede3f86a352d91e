// Its own chunk: only "Sign out everywhere" asks for it.
import { AuthError } from '../auth-error';

const signOutEverywherePath = '/api/account/sign-out-everywhere';

/** Asks the API to revoke every refresh token of the account (it names the account from the token). */
export async function revokeEverySession(origin: string, idToken: string): Promise<void> {
  const response = await fetch(new URL(signOutEverywherePath, origin), { method: 'POST', headers: { Authorization: `Bearer ${idToken}` } });
  // 401: this session had already been ended elsewhere, which is what was asked.
  if (!response.ok && response.status !== 401) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new AuthError(
      'auth/sign-out-everywhere-failed',
      typeof body?.message === 'string' ? body.message : 'Could not sign out everywhere. Please try again.',
    );
  }
}
