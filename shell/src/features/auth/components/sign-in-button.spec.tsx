import { closeSignIn, useSignInRequest } from '@fairway/auth';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInButton } from './sign-in-button';

function RequestProbe() {
  const { open, mode } = useSignInRequest();
  return <p>{`${open ? 'open' : 'closed'}:${mode}`}</p>;
}

afterEach(() => act(() => closeSignIn()));

describe('SignInButton', () => {
  it('asks for the sign-in dialog on Welcome Back', async () => {
    render(
      <>
        <SignInButton />
        <RequestProbe />
      </>,
    );
    screen.getByText('closed:sign-in');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    screen.getByText('open:sign-in');
  });
});
