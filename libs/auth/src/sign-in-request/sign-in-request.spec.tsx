import { act, render, screen } from '@testing-library/react';
import { closeSignIn, openSignIn, useSignInRequest } from './sign-in-request';

function Probe() {
  const { open, mode } = useSignInRequest();
  return <p>{`${open ? 'open' : 'closed'}:${mode}`}</p>;
}

describe('the sign-in request', () => {
  it('opens on the asked mode and closes', () => {
    render(<Probe />);
    screen.getByText('closed:sign-in');
    act(() => openSignIn('sign-up'));
    screen.getByText('open:sign-up');
    act(() => closeSignIn());
    screen.getByText('closed:sign-up');
    act(() => openSignIn());
    screen.getByText('open:sign-in');
  });
});
