// The Firebase-backed AuthClient. Only reached through a dynamic import (lazy-auth-client.ts), so the SDK
// stays out of the first load. Modular entry points only: firebase/app and firebase/auth.
import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { AuthClient, AuthUserListener } from '../auth-client';
import { AuthError, authErrorCode } from '../auth-error';
import type { AuthUser } from '../auth-user';
import { type AuthRuntimeConfig, parseAuthRuntimeConfig } from './auth-runtime-config';

function toAuthUser(user: User | null): AuthUser | null {
  if (!user) return null;
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified, displayName: user.displayName, photoURL: user.photoURL };
}

/** Firebase errors become AuthErrors carrying the SDK's code (auth/wrong-password, auth/popup-blocked...). */
async function translatingErrors<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const code = authErrorCode(error);
    if (!code) throw error;
    throw new AuthError(code, error instanceof Error ? error.message : code);
  }
}

function createAuth(config: AuthRuntimeConfig, origin: string): Auth {
  const auth = initializeAuth(initializeApp(config.firebase), { persistence: browserLocalPersistence });
  // The gateway forwards the emulator's REST paths, so it lives at this very origin (phones on the LAN too).
  if (config.useAuthEmulator) connectAuthEmulator(auth, origin, { disableWarnings: true });
  return auth;
}

export function createFirebaseAuthClient(config: AuthRuntimeConfig, origin: string): AuthClient {
  const auth = createAuth(config, origin);
  const listeners = new Set<AuthUserListener>();
  // Firebase does not report profile changes, so after sign-up's display-name update we report again.
  const report = (user: User | null) => listeners.forEach((listener) => listener(toAuthUser(user)));
  onAuthStateChanged(auth, report);

  return {
    onUserChanged(listener) {
      listeners.add(listener);
      void auth.authStateReady().then(() => listeners.has(listener) && listener(toAuthUser(auth.currentUser)));
      return () => listeners.delete(listener);
    },
    prepare: () => undefined,
    signIn: (email, password) => translatingErrors(async () => void (await signInWithEmailAndPassword(auth, email, password))),
    signUp: (fullName, email, password) =>
      translatingErrors(async () => {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        try {
          await updateProfile(user, { displayName: fullName });
          // The first ID token was minted before the name: without a fresh one, the API would name the new
          // player after their e-mail address when they register or join a foursome.
          await user.getIdToken(true);
        } catch (error) {
          // The account exists and is signed in; a failed name update does not undo the sign-up.
          console.warn('Could not save the display name of the new account', error);
        }
        report(user);
        // Team rights by e-mail need the address proven; the account works without it meanwhile.
        const { sendVerificationEmailTo } = await import('./verification-email');
        await sendVerificationEmailTo(user).catch((error: unknown) => console.warn('Could not send the verification e-mail', error));
      }),
    signInWithGoogle: () =>
      translatingErrors(async () => {
        const { signInWithGooglePopup } = await import('./google-sign-in');
        await signInWithGooglePopup(auth);
      }),
    signOut: () => translatingErrors(() => signOut(auth)),
    signOutEverywhere: () =>
      translatingErrors(async () => {
        const user = auth.currentUser;
        if (user) {
          const { revokeEverySession } = await import('./revoke-every-session');
          await revokeEverySession(origin, await user.getIdToken());
        }
        await signOut(auth);
      }),
    sendVerificationEmail: () =>
      translatingErrors(async () => {
        if (!auth.currentUser) return;
        const { sendVerificationEmailTo } = await import('./verification-email');
        await sendVerificationEmailTo(auth.currentUser);
      }),
    refreshUser: () =>
      translatingErrors(async () => {
        const user = auth.currentUser;
        if (!user) return null;
        const wasVerified = user.emailVerified;
        await user.reload();
        // The API reads email_verified from the ID token, so a fresh proof needs a fresh token.
        if (user.emailVerified !== wasVerified) await user.getIdToken(true);
        report(auth.currentUser);
        return toAuthUser(auth.currentUser);
      }),
    async getIdToken() {
      await auth.authStateReady();
      const user = auth.currentUser;
      return user ? translatingErrors(() => user.getIdToken()) : null;
    },
  };
}

/** From the body of /runtime-config.json (undefined when there is none) and the page's location. */
export function createFirebaseAuthClientFor(configBody: unknown, location: Location): AuthClient {
  return createFirebaseAuthClient(parseAuthRuntimeConfig(configBody, location.host), location.origin);
}
