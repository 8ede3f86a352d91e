import { AuthProvider, type AuthClient } from '@fairway/auth';
import { createFakeAuthClient, fakeUser } from '@fairway/auth/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountControl } from './account-control';
import { renderWithAuth } from '../../../shared/testing/render-with-auth';

const trigger = () => screen.getByRole('button', { name: /Account menu for/ });

/** Opens the menu; its panel is a chunk of its own, there once Log out is. */
async function openMenu() {
  await userEvent.click(trigger());
  await screen.findByRole('button', { name: 'Log out' });
}

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
    screen.getByRole('button', { name: 'Sign In' });
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
    fireEvent.error(photo!); // the photo fails to load: no user action to replay
    expect(trigger().querySelector('img')).toBeNull();
    expect(trigger().textContent).toContain('P');
  });

  it('opens to the display name, the e-mail and Log out', async () => {
    renderWithAuth(<AccountControl />, { user: fakeUser({ displayName: 'Pat Palmer', email: 'pat@example.com' }) });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    await openMenu();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    screen.getByText('Pat Palmer');
    screen.getByText('pat@example.com');
    screen.getByRole('button', { name: 'Log out' });
  });

  it('names an account without a display name by its e-mail', async () => {
    renderWithAuth(<AccountControl />, { user: fakeUser({ displayName: null, email: 'nameless@example.com' }) });
    expect(trigger().textContent).toContain('N');
    await openMenu();
    expect(screen.getAllByText('nameless@example.com').length).toBeGreaterThan(0);
  });

  it('logs out, which brings Sign In back', async () => {
    const { fake } = renderWithAuth(<AccountControl />, { user: fakeUser() });
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(fake.calls).toContainEqual(['signOut']);
  });

  it('signs out everywhere, which ends every session of the account and brings Sign In back', async () => {
    const { fake } = renderWithAuth(<AccountControl />, { user: fakeUser() });
    await openMenu();
    const everywhere = screen.getByRole('button', { name: 'Sign out everywhere' });
    expect(everywhere.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText('Ends your sign-in on every phone and computer, this one included.');
    await userEvent.click(everywhere);
    await screen.findByRole('button', { name: 'Sign In' });
    expect(fake.calls).toContainEqual(['signOutEverywhere']);
    expect(fake.calls).not.toContainEqual(['signOut']);
  });

  it('closes on Escape with focus back on its button, and on a press outside', async () => {
    renderWithAuth(
      <>
        <AccountControl />
        <p>elsewhere</p>
      </>,
      { user: fakeUser() },
    );
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(document.activeElement).toBe(trigger());
    await openMenu();
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('tells an account with an unverified e-mail how to get team rights, and sends the link again', async () => {
    const { fake } = renderWithAuth(<AccountControl />, { user: fakeUser({ emailVerified: false, email: 'new@example.com' }) });
    await openMenu();
    expect((await screen.findByRole('note')).textContent).toContain('join your team with its invite code');
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(fake.calls).toContainEqual(['sendVerificationEmail']);
    await screen.findByText('Open the link we sent to new@example.com.');
  });

  it('looks again when asked and when the page is shown again, and the note goes once the e-mail is verified', async () => {
    const { fake } = renderWithAuth(<AccountControl />, { user: fakeUser({ emailVerified: false }) });
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'I have verified it' }));
    await screen.findByText('Not verified yet');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(fake.calls.filter(([call]) => call === 'refreshUser')).toHaveLength(2);
    act(() => fake.setUser(fakeUser({ emailVerified: true })));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows no verification note to a verified account', async () => {
    renderWithAuth(<AccountControl />, { user: fakeUser({ emailVerified: true }) });
    await openMenu();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
