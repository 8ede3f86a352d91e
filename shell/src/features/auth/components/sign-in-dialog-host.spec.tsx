import { closeSignIn, openSignIn } from '@fairway/auth';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeTruthy();
  });

  it('clears its fields once closed: reopening starts empty', async () => {
    renderWithAuth(<SignInDialogHost />);
    act(() => openSignIn());
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'pat@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openSignIn());
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('');
  });

  it('closes after a successful sign-in', async () => {
    const { fake } = renderWithAuth(<SignInDialogHost />);
    act(() => openSignIn());
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls).toContainEqual(['signIn', 'pat@example.com', 'secret1']);
  });
});
