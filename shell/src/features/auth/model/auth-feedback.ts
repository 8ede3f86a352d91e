import { AuthError } from '@fairway/auth';
// The file, not the package index: the index would bring every schema, and zod, into the first load.
import { messages } from '@fairway/contracts/messages';
import type { ToastOptions } from '@fairway/ui/toast';

// Plain sentences for the identity service's common e-mail/password failures; its own messages read like
// "Firebase: Error (auth/invalid-credential).", which would otherwise be shown to the user as it is.
const emailPasswordErrors: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/invalid-login-credentials': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead.',
  'auth/invalid-email': messages.signIn.emailInvalid,
  'auth/weak-password': messages.signIn.passwordTooShort,
  'auth/missing-password': messages.signIn.passwordRequired,
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'auth/user-disabled': 'This account has been disabled.',
};

/** "Firebase: Some text (auth/code)." becomes "Some text."; nothing readable left gives undefined. */
function readableServiceMessage(message: string): string | undefined {
  const text = message
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[^)]*\)\.?$/, '')
    .trim();
  if (!text || /^Error$/i.test(text)) return undefined;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function authErrorText(error: unknown): string {
  if (!(error instanceof AuthError)) return messages.signIn.authError.description;
  return emailPasswordErrors[error.code] ?? readableServiceMessage(error.message) ?? messages.signIn.authError.description;
}

export function signInFailureToast(error: unknown): ToastOptions {
  return { title: messages.signIn.authError.title, description: authErrorText(error), variant: 'destructive' };
}

export function googleFailureToast(error: unknown): ToastOptions {
  const code = error instanceof AuthError ? error.code : undefined;
  const description = (code && messages.signIn.googleErrorByCode[code]) || messages.signIn.googleError.description;
  return { title: messages.signIn.googleError.title, description, variant: 'destructive' };
}

export const signedInToast: ToastOptions = { ...messages.signIn.signedIn, variant: 'success' };
export const accountCreatedToast: ToastOptions = { ...messages.signIn.accountCreated, variant: 'success' };
export const googleSignedInToast: ToastOptions = { ...messages.signIn.googleSignedIn, variant: 'success' };
