import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useToastLayer } from './toast-layer';
import { dismissToast, toast } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  afterEach(() => act(() => dismissToast()));

  it('announces successes politely with their title and description', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Welcome back!', description: 'Successfully signed in to your account.', variant: 'success' }));
    const status = screen.getByRole('status');
    within(status).getByText('Welcome back!');
    within(status).getByText('Successfully signed in to your account.');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('puts destructive toasts in the alert region', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Authentication Error', description: 'Something went wrong. Please try again.', variant: 'destructive' }));
    within(screen.getByRole('alert')).getByText('Authentication Error');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes on its dismiss button', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Account created!' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Account created!')).toBeNull();
  });

  it('runs its action and goes away when the action is pressed', async () => {
    const run = jest.fn();
    render(<Toaster />);
    act(() => void toast({ title: 'You were outbid on Signed flag', action: { label: 'Bid again', run } }));
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Bid again' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('You were outbid on Signed flag')).toBeNull();
  });
});

describe('Toaster over a modal dialog', () => {
  afterEach(() => act(() => dismissToast()));

  function ModalWithLayer() {
    const ref = useRef<HTMLDialogElement>(null);
    useToastLayer(ref);
    return (
      <dialog ref={ref} open aria-label="Sign in">
        <p>form</p>
      </dialog>
    );
  }

  it('renders inside the dialog while it is open, and back in the page once it closes', () => {
    const { rerender } = render(
      <>
        <Toaster />
        <ModalWithLayer />
      </>,
    );
    act(() => void toast({ title: 'Authentication Error', variant: 'destructive' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toContain('Authentication Error');
    const pageAlert = screen.getAllByRole('alert').find((region) => !screen.getByRole('dialog').contains(region));
    expect(pageAlert?.textContent).toBe('');
    rerender(<Toaster />);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page's region was there all along: screen readers announce what arrives in it.
    expect(screen.getByRole('alert')).toBe(pageAlert);
    expect(pageAlert?.textContent).toContain('Authentication Error');
  });
});
