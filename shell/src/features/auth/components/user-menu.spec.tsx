import { AuthProvider, type AuthClient } from '@fairway/auth';
import { createFakeAuthClient, fakeUser } from '@fairway/auth/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AccountControl } from './account-control';
import { renderWithAuth } from '../../../shared/testing/render-with-auth';

const trigger = () => screen.getByRole('button', { name: /Account menu for/ });

describe('the account corner of the navigation', () => {
  it('shows a placeholder, neither Sign In nor a menu, while a stored session is being restored', () => {
    const silent: AuthClient = { ...createFakeAuthClient().client, onUserChanged: () => () => undefined };
    const { container } = render(
      <AuthProvider client={silent}>
        <AccountControl />
      </AuthProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('offers Sign In to a visitor', () => {
    renderWithAuth(<AccountControl />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('shows a signed-in user their initial when they have no photo', () => {
    renderWithAuth(<AccountControl />, { user: fakeUser({ displayName: 'pat Palmer', photoURL: null }) });
    expect(trigger().textContent).toContain('P');
    expect(trigger().querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it('shows their photo when they have one, and the initial if it fails to load', () => {
    renderWithAuth(<AccountControl />, { user: fakeUser({ photoURL: 'https://photos.example.com/pat.jpg' }) });
    const photo = trigger().querySelector('img');
    expect(photo?.getAttribute('src')).toBe('https://photos.example.com/pat.jpg');
    fireEvent.error(photo!);
    expect(trigger().querySelector('img')).toBeNull();
    expect(trigger().textContent).toContain('P');
  });

  it('opens to the display name, the e-mail and Log out', () => {
    renderWithAuth(<AccountControl />, { user: fakeUser({ displayName: 'Pat Palmer', email: 'pat@example.com' }) });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Pat Palmer')).toBeTruthy();
    expect(screen.getByText('pat@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('names an account without a display name by its e-mail', () => {
    renderWithAuth(<AccountControl />, { user: fakeUser({ displayName: null, email: 'nameless@example.com' }) });
    expect(trigger().textContent).toContain('N');
    fireEvent.click(trigger());
    expect(screen.getAllByText('nameless@example.com').length).toBeGreaterThan(0);
  });

  it('logs out, which brings Sign In back', async () => {
    const { fake } = renderWithAuth(<AccountControl />, { user: fakeUser() });
    fireEvent.click(trigger());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy());
    expect(fake.calls).toContainEqual(['signOut']);
  });

  it('closes on Escape with focus back on its button, and on a press outside', () => {
    renderWithAuth(
      <>
        <AccountControl />
        <p>elsewhere</p>
      </>,
      { user: fakeUser() },
    );
    fireEvent.click(trigger());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(document.activeElement).toBe(trigger());
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('tells an account with an unverified e-mail how to get team rights, and sends the link again', async () => {
    const { fake } = renderWithAuth(<AccountControl />, { user: fakeUser({ emailVerified: false, email: 'new@example.com' }) });
    fireEvent.click(trigger());
    expect((await screen.findByRole('note')).textContent).toContain('join your team with its invite code');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend link' })));
    expect(fake.calls).toContainEqual(['sendVerificationEmail']);
    expect(await screen.findByText('Open the link we sent to new@example.com.')).toBeTruthy();
  });

  it('looks again when asked and when the page is shown again, and the note goes once the e-mail is verified', async () => {
    const { fake } = renderWithAuth(<AccountControl />, { user: fakeUser({ emailVerified: false }) });
    fireEvent.click(trigger());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'I have verified it' })));
    expect(await screen.findByText('Not verified yet')).toBeTruthy();
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(fake.calls.filter(([call]) => call === 'refreshUser')).toHaveLength(2);
    act(() => fake.setUser(fakeUser({ emailVerified: true })));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows no verification note to a verified account', () => {
    renderWithAuth(<AccountControl />, { user: fakeUser({ emailVerified: true }) });
    fireEvent.click(trigger());
    expect(screen.queryByRole('note')).toBeNull();
  });
});
