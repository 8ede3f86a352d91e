import { closeSignIn, useSignInRequest } from '@fairway/auth';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SignInButton } from './sign-in-button';

function RequestProbe() {
  const { open, mode } = useSignInRequest();
  return <p>{`${open ? 'open' : 'closed'}:${mode}`}</p>;
}

afterEach(() => act(() => closeSignIn()));

describe('SignInButton', () => {
  it('asks for the sign-in dialog on Welcome Back', () => {
    render(
      <>
        <SignInButton />
        <RequestProbe />
      </>,
    );
    expect(screen.getByText('closed:sign-in')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('open:sign-in')).toBeTruthy();
  });
});
