import { AuthError } from '@fairway/auth';
import { googleFailureToast, signInFailureToast } from './auth-feedback';

describe('sign-in failure texts', () => {
  it('turns the service message of an unmapped code into a sentence', () => {
    const error = new AuthError('auth/operation-not-allowed', 'Firebase: Sign-in with this method is disabled (auth/operation-not-allowed).');
    expect(signInFailureToast(error)).toEqual({
      title: 'Authentication Error',
      description: 'Sign-in with this method is disabled.',
      variant: 'destructive',
    });
  });

  it('falls back to a plain apology when there is nothing readable', () => {
    expect(signInFailureToast(new AuthError('auth/x', '')).description).toBe('Something went wrong. Please try again.');
    expect(signInFailureToast('boom').description).toBe('Something went wrong. Please try again.');
  });

  it('gives Google failures their own title and a plain fallback for anything but an AuthError', () => {
    expect(googleFailureToast(new Error('network'))).toEqual({
      title: 'Google Sign-In Error',
      description: 'Failed to sign in with Google.',
      variant: 'destructive',
    });
  });
});
