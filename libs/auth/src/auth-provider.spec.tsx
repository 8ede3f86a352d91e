import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import type { AuthClient } from './auth-client';
import { AuthProvider } from './auth-provider';
import { createFakeAuthClient, fakeUser } from './testing';
import { useAuth } from './use-auth';

function AuthProbe() {
  const { status, user } = useAuth();
  return <p>{`${status}:${user ? user.displayName : 'signed-out'}`}</p>;
}

function ActionsProbe({ onReady }: { onReady: (auth: ReturnType<typeof useAuth>) => void }) {
  onReady(useAuth());
  return null;
}

describe('AuthProvider', () => {
  it('stays loading until the identity service reports, then shows who is signed in', () => {
    let report: ((user: ReturnType<typeof fakeUser> | null) => void) | undefined;
    const silent = { ...createFakeAuthClient().client, onUserChanged: (listener) => ((report = listener), () => undefined) } as AuthClient;
    render(
      <AuthProvider client={silent}>
        <AuthProbe />
      </AuthProvider>,
    );
    screen.getByText('loading:signed-out');
    act(() => report?.(fakeUser({ displayName: 'Ada Lovelace' })));
    screen.getByText('ready:Ada Lovelace');
    act(() => report?.(null));
    screen.getByText('ready:signed-out');
  });

  it('renders the known user in its first render, and a second report of the same user renders nothing again', () => {
    let report: ((user: ReturnType<typeof fakeUser> | null) => void) | undefined;
    const kept = fakeUser({ displayName: 'Ada Lovelace' });
    const known = {
      ...createFakeAuthClient().client,
      knownUser: () => kept,
      onUserChanged: (listener) => ((report = listener), () => undefined),
    } as AuthClient;
    const renders: string[] = [];
    function Recorder() {
      const { status, user } = useAuth();
      renders.push(`${status}:${user?.displayName ?? 'signed-out'}`);
      return null;
    }
    render(
      <AuthProvider client={known}>
        <Recorder />
      </AuthProvider>,
    );
    expect(renders[0]).toBe('ready:Ada Lovelace');
    const before = renders.length;
    act(() => report?.({ ...kept }));
    expect(renders.length).toBe(before);
    act(() => report?.(null));
    expect(renders.at(-1)).toBe('ready:signed-out');
  });

  it('passes sign-in, sign-up, Google, sign-out and tokens through to the client', async () => {
    const fake = createFakeAuthClient();
    let auth: ReturnType<typeof useAuth> | undefined;
    render(
      <AuthProvider client={fake.client}>
        <ActionsProbe onReady={(value) => (auth = value)} />
        <AuthProbe />
      </AuthProvider>,
    );
    await act(() => auth!.signUp('Grace Hopper', 'grace@example.com', 'secret1'));
    screen.getByText('ready:Grace Hopper');
    expect(await auth!.getIdToken()).toBe('token-of-uid-1');
    await act(() => auth!.signOut());
    screen.getByText('ready:signed-out');
    expect(await auth!.getIdToken()).toBeNull();
    await act(() => auth!.signIn('grace@example.com', 'secret1'));
    await act(() => auth!.signInWithGoogle());
    act(() => auth!.prepare());
    expect(fake.calls.map(([method]) => method)).toEqual(['signUp', 'signOut', 'signIn', 'signInWithGoogle', 'prepare']);
  });

  it('keeps its actions the same functions when the user changes, so effects that use them do not re-run', () => {
    let report: ((user: ReturnType<typeof fakeUser> | null) => void) | undefined;
    const silent = { ...createFakeAuthClient().client, onUserChanged: (listener) => ((report = listener), () => undefined) } as AuthClient;
    const seen: ReturnType<typeof useAuth>[] = [];
    render(
      <AuthProvider client={silent}>
        <ActionsProbe onReady={(value) => seen.push(value)} />
      </AuthProvider>,
    );
    act(() => report?.(null));
    act(() => report?.(fakeUser()));
    const [first, last] = [seen[0]!, seen[seen.length - 1]!];
    expect(last.status).toBe('ready');
    for (const action of ['signIn', 'signUp', 'signInWithGoogle', 'signOut', 'getIdToken', 'prepare'] as const) {
      expect(last[action]).toBe(first[action]);
    }
  });

  it('refuses to be read outside the provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AuthProbe />)).toThrow('useAuth must be used inside <AuthProvider>');
    consoleError.mockRestore();
  });
});
