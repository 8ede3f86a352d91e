import { act, render, screen } from '@testing-library/react';
import { closeSignIn, openSignIn, useSignInRequest } from './sign-in-request';

function Probe() {
  const { open, mode } = useSignInRequest();
  return <p>{`${open ? 'open' : 'closed'}:${mode}`}</p>;
}

describe('the sign-in request', () => {
  it('opens on the asked mode and closes', () => {
    render(<Probe />);
    expect(screen.getByText('closed:sign-in')).toBeTruthy();
    act(() => openSignIn('sign-up'));
    expect(screen.getByText('open:sign-up')).toBeTruthy();
    act(() => closeSignIn());
    expect(screen.getByText('closed:sign-up')).toBeTruthy();
    act(() => openSignIn());
    expect(screen.getByText('open:sign-in')).toBeTruthy();
  });
});
