import { jest } from '@jest/globals';
import { AuthError } from '@fairway/auth';
import { dismissToast } from '@fairway/ui/toast';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInDialog } from './sign-in-dialog';
import { polyfillDialog } from '../testing/dialog-polyfill';
import { renderWithAuth } from '../../../shared/testing/render-with-auth';

beforeAll(polyfillDialog);
afterEach(() => act(() => dismissToast()));

function openDialog(mode: 'sign-in' | 'sign-up' = 'sign-in') {
  const onClose = jest.fn();
  const view = renderWithAuth(<SignInDialog initialMode={mode} onClose={onClose} />);
  return { ...view, onClose, dialog: screen.getByRole('dialog') };
}

/** Replaces what the field holds with `value`, typed as a user does. */
async function type(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
}
const submit = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));

/** The toast in a live region of that kind (the page's, or the dialog's while it is open). */
async function expectToast(region: 'status' | 'alert', title: string, description?: string) {
  const holder = await waitFor(() => {
    const found = screen.getAllByRole(region).find((element) => within(element).queryByText(title));
    if (!found) throw new Error(`no ${region} region shows ${title}`);
    return found;
  });
  if (description) within(holder).getByText(description);
}

describe('SignInDialog', () => {
  it('opens as Welcome Back: Google, Email and Password, Sign In, and the link to sign up', () => {
    const { dialog, fake } = openDialog();
    within(dialog).getByRole('heading', { name: 'Welcome Back' });
    expect(dialog.getAttribute('aria-labelledby')).toBe('sign-in-title');
    screen.getByRole('button', { name: 'Continue with Google' });
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.queryByText('Password must be at least 6 characters long')).toBeNull();
    screen.getByRole('button', { name: 'Sign In' });
    expect(dialog.textContent).toContain("Don't have an account? Sign up");
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fake.calls).toContainEqual(['prepare']);
  });

  it('leaves focus where the user is typing when the identity service reports in (the SDK finished loading)', () => {
    const { fake } = openDialog();
    const password = screen.getByLabelText('Password');
    password.focus();
    act(() => fake.setUser(null));
    expect(document.activeElement).toBe(password);
  });

  it('switches to Create Account with Full Name and the password hint, and back', async () => {
    const { dialog } = openDialog();
    await type('Email', 'kept@example.com');
    await submit('Sign up');
    within(dialog).getByRole('heading', { name: 'Create Account' });
    screen.getByLabelText('Full Name');
    screen.getByText('Password must be at least 6 characters long');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe('sign-in-password-hint');
    screen.getByRole('button', { name: 'Create Account' });
    expect(dialog.textContent).toContain('Already have an account? Sign in');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('kept@example.com');
    await submit('Sign in');
    within(dialog).getByRole('heading', { name: 'Welcome Back' });
  });

  it('requires an email and a password before calling anyone, and focuses the first field in error', async () => {
    const { fake } = openDialog();
    await submit('Sign In');
    screen.getByText('Email is required');
    screen.getByText('Password is required');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('sign-in-email-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fake.calls.filter(([method]) => method !== 'prepare')).toEqual([]);
  });

  it('rejects a malformed email and a password under 6 characters; typing clears the message', async () => {
    openDialog();
    await type('Email', 'not-an-email');
    await type('Password', '12345');
    await submit('Sign In');
    screen.getByText('Please enter a valid email address');
    screen.getByText('Password must be at least 6 characters long');
    await type('Email', 'pat@example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('requires the full name on sign-up', async () => {
    const { fake } = openDialog('sign-up');
    await type('Full Name', '   ');
    await type('Email', 'new@example.com');
    await type('Password', 'secret1');
    await submit('Create Account');
    screen.getByText('Full name is required');
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(fake.calls.filter(([method]) => method !== 'prepare')).toEqual([]);
  });

  it('shows and hides the password', async () => {
    openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('is busy while signing in, then says Welcome back! and closes', async () => {
    const { fake, onClose } = openDialog();
    const release = fake.holdNext();
    await type('Email', ' pat@example.com ');
    await type('Password', 'secret1');
    await submit('Sign In');
    const busyButton = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busyButton as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => release());
    await expectToast('status', 'Welcome back!', 'Successfully signed in to your account.');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fake.calls).toContainEqual(['signIn', 'pat@example.com', 'secret1']);
  });

  it('creates an account with the full name, says Account created! and closes', async () => {
    const { fake, onClose } = openDialog('sign-up');
    await type('Full Name', ' Grace Hopper ');
    await type('Email', 'grace@example.com');
    await type('Password', 'secret1');
    await submit('Create Account');
    await expectToast('status', 'Account created!');
    expect(fake.calls).toContainEqual(['signUp', 'Grace Hopper', 'grace@example.com', 'secret1']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    [new AuthError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).'), 'Incorrect email or password.'],
    [new AuthError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).'), 'An account with this email already exists. Sign in instead.'],
    [new AuthError('auth/quota-exceeded', 'Firebase: Exceeded quota for sign-ins (auth/quota-exceeded).'), 'Exceeded quota for sign-ins.'],
    [new AuthError('auth/internal-error', 'Firebase: Error (auth/internal-error).'), 'Something went wrong. Please try again.'],
    [new Error('Loading chunk 42 failed'), 'Something went wrong. Please try again.'],
  ])('stays open with its fields and shows Authentication Error when sign-in fails (%#)', async (error, description) => {
    const { fake, onClose } = openDialog();
    fake.failNextWith(error);
    await type('Email', 'pat@example.com');
    await type('Password', 'wrong-password');
    await submit('Sign In');
    await expectToast('alert', 'Authentication Error', description);
    // Inside the modal dialog, above its backdrop, not behind it in the inert page.
    within(screen.getByRole('dialog')).getByText('Authentication Error');
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('pat@example.com');
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is busy while creating an account', async () => {
    const { fake } = openDialog('sign-up');
    const release = fake.holdNext();
    await type('Full Name', 'Grace Hopper');
    await type('Email', 'grace@example.com');
    await type('Password', 'secret1');
    await submit('Create Account');
    await screen.findByRole('button', { name: 'Creating account...' });
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
  });

  it('is busy while Google answers', async () => {
    const { fake } = openDialog();
    const release = fake.holdNext();
    const google = screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement;
    await userEvent.click(google);
    await waitFor(() => expect(google.getAttribute('aria-busy')).toBe('true'));
    expect(google.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    expect(google.getAttribute('aria-busy')).toBeNull();
  });

  it('signs in with Google: Welcome! and closes', async () => {
    const { fake, onClose } = openDialog();
    await submit('Continue with Google');
    await expectToast('status', 'Welcome!', 'Successfully signed in with Google.');
    expect(fake.calls).toContainEqual(['signInWithGoogle']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['auth/configuration-not-found', 'Firebase authentication is not properly configured.'],
    ['auth/unauthorized-domain', 'This domain is not authorized for Google sign-in.'],
    ['auth/popup-blocked', 'Sign-in popup was blocked. Please allow popups and try again.'],
    ['auth/popup-closed-by-user', 'Sign-in was cancelled.'],
    ['auth/network-request-failed', 'Failed to sign in with Google.'],
  ])('explains a Google sign-in failure %s', async (code, description) => {
    const { fake, onClose } = openDialog();
    fake.failNextWith(new AuthError(code, `Firebase: Error (${code}).`));
    await submit('Continue with Google');
    await expectToast('alert', 'Google Sign-In Error', description);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape, on its close button and on the backdrop, not on a click inside', async () => {
    const { dialog, onClose } = openDialog();
    // A browser turns Escape on a modal dialog into its cancel event; jsdom does not, so the event is sent.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
    await userEvent.click(screen.getByLabelText('Email'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Sign up' });
    last.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });
});
