import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { AuthClient } from './auth-client';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { sameAuthUser } from './auth-user';
import { defaultAuthClient } from './default-auth-client';

export interface AuthProviderProps {
  children: ReactNode;
  /** Defaults to the app-wide Firebase client; tests pass a fake. */
  client?: AuthClient;
}

function initialState(client: AuthClient): AuthState {
  const user = client.knownUser?.();
  return user === undefined ? { status: 'loading', user: null } : { status: 'ready', user };
}

/** Auth state for the app: loading until the identity service reports a user or none, then ready. */
export function AuthProvider({ children, client }: AuthProviderProps) {
  const authClient = client ?? defaultAuthClient();
  // Known at once (a stored session, or nobody signed in): the first render is the page itself, not a loading
  // state followed by a second render.
  const [state, setState] = useState<AuthState>(() => initialState(authClient));

  useEffect(
    () =>
      authClient.onUserChanged((user) =>
        setState((previous) => (previous.status === 'ready' && sameAuthUser(previous.user, user) ? previous : { status: 'ready', user })),
      ),
    [authClient],
  );

  // The actions never change for a client: components may depend on them in effects without re-running
  // those effects each time the user changes (the sign-in dialog focuses its first field on mount only).
  const actions = useMemo(
    () => ({
      signIn: (email: string, password: string) => authClient.signIn(email, password),
      signUp: (fullName: string, email: string, password: string) => authClient.signUp(fullName, email, password),
      signInWithGoogle: () => authClient.signInWithGoogle(),
      signOut: () => authClient.signOut(),
      signOutEverywhere: () => authClient.signOutEverywhere(),
      sendVerificationEmail: () => authClient.sendVerificationEmail(),
      refreshUser: () => authClient.refreshUser(),
      getIdToken: () => authClient.getIdToken(),
      prepare: () => authClient.prepare(),
    }),
    [authClient],
  );
  const value = useMemo<AuthContextValue>(() => ({ ...state, ...actions }), [state, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
