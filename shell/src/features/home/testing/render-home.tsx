import { createQueryClient } from '@fairway/api-client';
import { AuthContext, type AuthContextValue, type AuthUser, useShownAdminTournament, useSignInRequest } from '@fairway/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@fairway/ui/router';
import type { ReactElement } from 'react';

function authValue(user: AuthUser | null): AuthContextValue {
  const nothing = async () => undefined;
  return {
    status: 'ready',
    user,
    signIn: nothing,
    signUp: nothing,
    signInWithGoogle: nothing,
    signOut: nothing,
    signOutEverywhere: nothing,
    sendVerificationEmail: nothing,
    refreshUser: async () => user,
    getIdToken: async () => null,
    prepare: () => undefined,
  };
}

/** What the rest of the shell would see: the URL, the sign-in request and the admin declaration. */
function ShellProbe() {
  const location = useLocation();
  const signIn = useSignInRequest();
  const admin = useShownAdminTournament();
  return <output data-testid="shell-probe">{JSON.stringify({ path: `${location.pathname}${location.search}`, signIn, admin })}</output>;
}

export function shellState(element: HTMLElement): { path: string; signIn: { open: boolean; mode: string }; admin: string | null } {
  return JSON.parse(element.textContent ?? '{}');
}

export function renderHome(ui: ReactElement, { user = null, url = '/' }: { user?: AuthUser | null; url?: string } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={authValue(user)}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <ShellProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}
