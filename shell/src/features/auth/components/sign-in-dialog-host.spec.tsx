import { closeSignIn, openSignIn } from '@fairway/auth';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSignInDialog } from './load-sign-in-dialog';
import { SignInDialogHost } from './sign-in-dialog-host';
import { polyfillDialog } from '../testing/dialog-polyfill';
import { renderWithAuth } from '../../../shared/testing/render-with-auth';

beforeAll(async () => {
  polyfillDialog();
  // Compiling the dialog's chunk the first time can outlast findBy's wait on a busy machine.
  await loadSignInDialog();
});
afterEach(() => act(() => closeSignIn()));

describe('SignInDialogHost', () => {
  it('shows nothing until someone asks for sign-in, then the dialog on the asked mode', async () => {
    renderWithAuth(<SignInDialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openSignIn('sign-up'));
    await screen.findByRole('heading', { name: 'Create Account' });
  });

  it('clears its fields once closed: reopening starts empty', async () => {
    renderWithAuth(<SignInDialogHost />);
    act(() => openSignIn());
    await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openSignIn());
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('');
  });

  it('closes after a successful sign-in', async () => {
    const { fake } = renderWithAuth(<SignInDialogHost />);
    act(() => openSignIn());
    await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls).toContainEqual(['signIn', 'pat@example.com', 'secret1']);
  });
});
