import { UnsecuredJWT } from 'jose';
import type { SigningKey } from '../../common/auth/signing-key';
import { emulatorTokenClaims, signIdToken, signRefreshToken, type SessionClaims, verifyIdToken, verifyRefreshToken } from '../../common/auth/identity-tokens';
import { IdentityException, IdentityExceptionCode, identityMessages } from './identity.exception';

/**
 * The Firebase client's calls the local identity service answers. Others (custom tokens, which the emulator
 * takes unsigned for any account; identity providers, whose answers it takes unsigned too; admin calls) are
 * refused: each would let a caller name the account they become.
 */
export const relayedOperations = new Set([
  'accounts:signUp',
  'accounts:signInWithPassword',
  'accounts:lookup',
  'accounts:update',
  'accounts:sendOobCode',
  'accounts:resetPassword',
  'accounts:delete',
]);

export interface RelayAnswer {
  status: number;
  body: unknown;
}

export interface IdentityRelayOptions {
  /** The Auth emulator, e.g. http://127.0.0.1:9099; it is never reachable by callers themselves. */
  emulatorUrl: string;
  projectId: string;
  key: () => SigningKey | Promise<SigningKey>;
  /** False when the account's sessions begun at `authTime` were ended by sign-out-everywhere. */
  isCurrent: (uid: string, authTime: number) => Promise<boolean>;
  timeoutMs?: number;
}

type Body = Record<string, unknown>;

const refuse = (code: IdentityExceptionCode, message: string) => new IdentityException(code, message);

/**
 * The local identity service: the Firebase client's REST calls, passed to the Auth emulator, whose unsigned
 * tokens come back signed by the service's key. Tokens the caller sends are checked against that key first,
 * because the emulator believes any token it is shown.
 */
export class IdentityRelay {
  constructor(private readonly options: IdentityRelayOptions) {}

  /** POST /identitytoolkit.googleapis.com/v1/<operation>?key=<apiKey> */
  async identityToolkit(operation: string, body: Body, apiKey: string | undefined): Promise<RelayAnswer> {
    if (!relayedOperations.has(operation)) throw refuse(IdentityExceptionCode.OperationNotAllowed, identityMessages.operationNotAllowed);
    const forwarded = typeof body['idToken'] === 'string' ? { ...body, idToken: await this.emulatorIdToken(body['idToken']) } : body;
    const answer = await this.call(`/identitytoolkit.googleapis.com/v1/${operation}`, apiKey, forwarded);
    if (answer.status !== 200 || !isBody(answer.body) || typeof answer.body['idToken'] !== 'string') return answer;
    // A token issued here (sign-in, sign-up, a new password) begins a session.
    const claims = emulatorTokenClaims(answer.body['idToken']);
    const session = { sub: String(claims.sub), auth_time: Number(claims.iat) };
    const tokens = await this.signedTokens(answer.body['idToken'], answer.body['refreshToken'], session);
    return { status: 200, body: { ...answer.body, idToken: tokens.idToken, ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}) } };
  }

  /** POST /securetoken.googleapis.com/v1/token?key=<apiKey>: a fresh ID token for a refresh token. */
  async secureToken(body: Body, apiKey: string | undefined): Promise<RelayAnswer> {
    const session = await this.session(body['refresh_token'] ?? body['refreshToken']);
    const answer = await this.call('/securetoken.googleapis.com/v1/token', apiKey, {
      grant_type: 'refresh_token',
      refresh_token: session.emulatorRefreshToken,
    });
    if (answer.status !== 200 || !isBody(answer.body) || typeof answer.body['id_token'] !== 'string') return answer;
    if (answer.body['user_id'] !== session.sub) throw refuse(IdentityExceptionCode.InvalidRefreshToken, identityMessages.invalidRefreshToken);
    const tokens = await this.signedTokens(answer.body['id_token'], answer.body['refresh_token'], session);
    return { status: 200, body: { ...answer.body, id_token: tokens.idToken, access_token: tokens.idToken, refresh_token: tokens.refreshToken } };
  }

  /** The caller's token, checked, as the emulator expects it (unsigned: it checks no signature anyway). */
  private async emulatorIdToken(idToken: string): Promise<string> {
    const claims = await verifyIdToken(idToken, await this.options.key(), this.options.projectId).catch(() => {
      throw refuse(IdentityExceptionCode.InvalidIdToken, identityMessages.invalidIdToken);
    });
    if (!(await this.options.isCurrent(claims.sub, claims.auth_time))) throw refuse(IdentityExceptionCode.TokenExpired, identityMessages.sessionEnded);
    return new UnsecuredJWT(claims).encode();
  }

  private async session(refreshToken: unknown): Promise<SessionClaims> {
    if (typeof refreshToken !== 'string') throw refuse(IdentityExceptionCode.InvalidRefreshToken, identityMessages.invalidRefreshToken);
    const session = await verifyRefreshToken(refreshToken, await this.options.key(), this.options.projectId).catch(() => {
      throw refuse(IdentityExceptionCode.InvalidRefreshToken, identityMessages.invalidRefreshToken);
    });
    if (!(await this.options.isCurrent(session.sub, session.auth_time))) throw refuse(IdentityExceptionCode.TokenExpired, identityMessages.sessionEnded);
    return session;
  }

  private async signedTokens(emulatorIdToken: string, emulatorRefreshToken: unknown, session: Omit<SessionClaims, 'emulatorRefreshToken'>) {
    const key = await this.options.key();
    const idToken = await signIdToken(emulatorTokenClaims(emulatorIdToken), session.auth_time, key);
    const refreshToken =
      typeof emulatorRefreshToken === 'string' ? await signRefreshToken({ ...session, emulatorRefreshToken }, key, this.options.projectId) : undefined;
    return { idToken, refreshToken };
  }

  private async call(path: string, apiKey: string | undefined, body: Body): Promise<RelayAnswer> {
    const url = new URL(path, this.options.emulatorUrl);
    if (apiKey) url.searchParams.set('key', apiKey);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      return { status: response.status, body: await response.json() };
    } catch {
      throw refuse(IdentityExceptionCode.Unavailable, identityMessages.unavailable);
    }
  }
}

function isBody(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
