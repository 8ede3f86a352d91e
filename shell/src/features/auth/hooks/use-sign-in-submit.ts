import { type SignInMode, useAuth } from '@fairway/auth';
import { toast } from '@fairway/ui/toast';
import { useState } from 'react';
import { accountCreatedToast, googleFailureToast, googleSignedInToast, signedInToast, signInFailureToast } from '../model/auth-feedback';
import type { SignInFields } from '../model/sign-in-fields';

export type PendingAction = 'email' | 'google' | null;

/** Runs a sign-in, sign-up or Google sign-in with its toasts; `onSuccess` closes the dialog. */
export function useSignInSubmit(onSuccess: () => void) {
  const auth = useAuth();
  const [pending, setPending] = useState<PendingAction>(null);

  async function run(
    action: Exclude<PendingAction, null>,
    attempt: () => Promise<void>,
    success: Parameters<typeof toast>[0],
    failure: (error: unknown) => Parameters<typeof toast>[0],
  ) {
    setPending(action);
    try {
      await attempt();
      toast(success);
      onSuccess();
    } catch (error) {
      toast(failure(error));
    } finally {
      setPending(null);
    }
  }

  const submitEmail = (mode: SignInMode, { fullName, email, password }: SignInFields) =>
    mode === 'sign-up'
      ? run('email', () => auth.signUp(fullName, email, password), accountCreatedToast, signInFailureToast)
      : run('email', () => auth.signIn(email, password), signedInToast, signInFailureToast);

  const submitGoogle = () => run('google', () => auth.signInWithGoogle(), googleSignedInToast, googleFailureToast);

  return { pending, submitEmail, submitGoogle };
}
