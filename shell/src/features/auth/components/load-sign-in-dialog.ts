import type { ComponentType } from 'react';
import type { SignInDialogProps } from './sign-in-dialog';

let loading: Promise<ComponentType<SignInDialogProps>> | undefined;

/**
 * The dialog (with its form schemas) is its own chunk, fetched when someone reaches for Sign In rather than
 * on every page. A failed load is forgotten so the next attempt tries again.
 */
export function loadSignInDialog(): Promise<ComponentType<SignInDialogProps>> {
  loading ??= import('./sign-in-dialog').then(
    (module) => module.SignInDialog,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
