import { decodeJwt, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { type SigningKey, signingAlgorithm } from './signing-key';

/** The claims of a Firebase ID token that the API reads. */
export interface IdTokenClaims extends JWTPayload {
  sub: string;
  exp: number;
  iat: number;
  /** When the session began (seconds): a session begun before the account's sign-out-everywhere is revoked. */
  auth_time: number;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** What a refresh token of the local identity service carries: the emulator's own, and when its session began. */
export interface SessionClaims {
  sub: string;
  auth_time: number;
  /** The emulator's refresh token, which only the API can reach the emulator with. */
  emulatorRefreshToken: string;
}

// Firebase's own issuer and audience, so the Firebase client and the emulator read the claims as always; the
// key is what differs. A refresh token has an audience of its own: neither kind passes for the other.
const issuerOf = (projectId: string) => `https://securetoken.google.com/${projectId}`;
const refreshAudienceOf = (projectId: string) => `${projectId}:refresh-token`;

/** The claims of a token the emulator issued, read without a signature check (it signs nothing). */
export function emulatorTokenClaims(token: string): JWTPayload {
  return decodeJwt(token);
}

/** The same claims signed by the service's key; `authTime` replaces the session start the emulator wrote. */
export function signIdToken(claims: JWTPayload, authTime: number, key: SigningKey): Promise<string> {
  return new SignJWT({ ...claims, auth_time: authTime }).setProtectedHeader({ alg: signingAlgorithm, kid: key.keyId, typ: 'JWT' }).sign(key.privateKey);
}

/** Throws unless the service's key signed the token, for this project, and it has not expired. */
export async function verifyIdToken(token: string, key: SigningKey, projectId: string): Promise<IdTokenClaims> {
  const { payload } = await jwtVerify(token, key.publicKey, {
    algorithms: [signingAlgorithm],
    issuer: issuerOf(projectId),
    audience: projectId,
    requiredClaims: ['sub', 'exp', 'iat', 'auth_time'],
  });
  if (typeof payload.auth_time !== 'number' || !payload.sub) throw new Error('The ID token names no account or session start');
  return payload as IdTokenClaims;
}

export function signRefreshToken(session: SessionClaims, key: SigningKey, projectId: string): Promise<string> {
  return new SignJWT({ auth_time: session.auth_time, rt: session.emulatorRefreshToken })
    .setProtectedHeader({ alg: signingAlgorithm, kid: key.keyId })
    .setSubject(session.sub)
    .setIssuer(issuerOf(projectId))
    .setAudience(refreshAudienceOf(projectId))
    .setIssuedAt()
    .sign(key.privateKey);
}

export async function verifyRefreshToken(token: string, key: SigningKey, projectId: string): Promise<SessionClaims> {
  const { payload } = await jwtVerify(token, key.publicKey, {
    algorithms: [signingAlgorithm],
    issuer: issuerOf(projectId),
    audience: refreshAudienceOf(projectId),
    requiredClaims: ['sub', 'auth_time', 'rt'],
  });
  if (typeof payload.auth_time !== 'number' || typeof payload['rt'] !== 'string' || !payload.sub) throw new Error('The refresh token is malformed');
  return { sub: payload.sub, auth_time: payload.auth_time, emulatorRefreshToken: payload['rt'] };
}
