import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

function AuthProbe() {
  const { status, user } = useAuth();
  return <p>{`${status}:${user ? user.uid : 'signed-out'}`}</p>;
}

describe('AuthProvider', () => {
  it('settles from loading to a signed-out ready state', async () => {
    render(
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByText('ready:signed-out')).toBeTruthy());
  });

  it('refuses to be read outside the provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AuthProbe />)).toThrow('useAuth must be used inside <AuthProvider>');
    consoleError.mockRestore();
  });
});
