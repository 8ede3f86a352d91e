import { toast } from '@fairway/ui/toast';

/**
 * Toasts an auth failure outside the sign-in dialog (the dialog not loading, Log out failing). The texts
 * come with their own chunk: every page loads this module, and rarely needs it.
 */
export async function reportAuthFailure(error: unknown): Promise<void> {
  try {
    const { signInFailureToast } = await import('./auth-feedback');
    toast(signInFailureToast(error));
  } catch {
    console.warn('[auth] sign-in is unavailable right now', error);
  }
}
