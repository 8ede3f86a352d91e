/** Returns the signed-in user's current ID token, or null/undefined when nobody is signed in. */
export type AuthTokenProvider = () => Promise<string | null | undefined> | string | null | undefined;

// Each remote bundles its own copy of this library, so a module-level variable set by the shell would not
// reach them. A registered symbol on the page's global object is one slot for every bundle on the page.
const slot = Symbol.for('fairway-fund.api-client.auth-token-provider');

type TokenSlot = { [slot]?: AuthTokenProvider };

/** Called once by the app that owns sign-in (the shell, or a standalone remote); null removes it. */
export function setAuthTokenProvider(provider: AuthTokenProvider | null): void {
  const holder = globalThis as TokenSlot;
  if (provider) holder[slot] = provider;
  else delete holder[slot];
}

/** The bearer token to send, if a provider is registered and someone is signed in. */
export async function currentAuthToken(): Promise<string | null> {
  const provider = (globalThis as TokenSlot)[slot];
  if (!provider) return null;
  return (await provider()) || null;
}
