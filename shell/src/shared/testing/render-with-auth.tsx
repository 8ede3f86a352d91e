import { type AuthUser, AuthProvider } from '@fairway/auth';
import { createFakeAuthClient } from '@fairway/auth/testing';
import { Toaster } from '@fairway/ui/toast';
import { MemoryRouter } from '@fairway/ui/router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders `ui` with a fake identity service, a router and the toaster; returns the fake to drive it. */
export function renderWithAuth(ui: ReactElement, { user = null as AuthUser | null } = {}) {
  const fake = createFakeAuthClient(user);
  const view = render(
    <AuthProvider client={fake.client}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </AuthProvider>,
  );
  return { fake, ...view };
}
