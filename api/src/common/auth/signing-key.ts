import { calculateJwkThumbprint, type CryptoKey, exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8 } from 'jose';

/** ES256: small tokens, fast to check, and a key PostgreSQL keeps as a few hundred characters of PEM. */
export const signingAlgorithm = 'ES256';

/** The local identity service's key: it signs every ID token the API then accepts under the Auth emulator. */
export interface SigningKey {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** Named in each token's header, so a key rotated later can live beside the old one. */
  keyId: string;
}

export async function generateSigningKeyPem(): Promise<string> {
  const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
  return exportPKCS8(privateKey);
}

export async function signingKeyFromPem(pem: string): Promise<SigningKey> {
  const privateKey = await importPKCS8(pem, signingAlgorithm, { extractable: true });
  const { d: _secret, ...publicJwk } = await exportJWK(privateKey);
  const publicKey = (await importJWK(publicJwk, signingAlgorithm)) as CryptoKey;
  return { privateKey, publicKey, keyId: await calculateJwkThumbprint(publicJwk) };
}
