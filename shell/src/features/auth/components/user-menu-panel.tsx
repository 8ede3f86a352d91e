import { type AuthUser, useAuth } from '@fairway/auth';
import { lazy, Suspense, useState } from 'react';
import { reportAuthFailure } from '../model/report-auth-failure';
import { UserAvatar } from './user-avatar';
import styles from './user-menu.module.css';

// Only an account with an unproven e-mail needs it.
const EmailVerification = lazy(() => import('./email-verification').then((module) => ({ default: module.EmailVerification })));

/** The open account menu: who is signed in, Log out (this browser) and Sign out everywhere (every session). */
export function UserMenuPanel({ user, name, id }: { user: AuthUser; name: string; id: string }) {
  const { signOut, signOutEverywhere } = useAuth();
  const [signingOut, setSigningOut] = useState<'here' | 'everywhere' | null>(null);

  const endSession = async (where: 'here' | 'everywhere') => {
    setSigningOut(where);
    try {
      await (where === 'here' ? signOut() : signOutEverywhere());
    } catch (error) {
      void reportAuthFailure(error);
      setSigningOut(null);
    }
  };

  return (
    <div id={id} className={styles.panel}>
      <div className={styles.identity}>
        <UserAvatar user={user} size="large" />
        <div className={styles.identityText}>
          <p className={styles.name}>{name}</p>
          {user.email && user.email !== name && <p className={styles.email}>{user.email}</p>}
        </div>
      </div>
      {user.email && !user.emailVerified && (
        <Suspense fallback={null}>
          <EmailVerification user={user} />
        </Suspense>
      )}
      <button type="button" className={styles.logOut} onClick={() => endSession('here')} disabled={signingOut !== null}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
        </svg>
        {signingOut === 'here' ? 'Logging out...' : 'Log out'}
      </button>
      <button
        type="button"
        className={styles.everywhere}
        onClick={() => endSession('everywhere')}
        disabled={signingOut !== null}
        aria-describedby={`${id}-everywhere`}
      >
        {signingOut === 'everywhere' ? 'Signing out everywhere...' : 'Sign out everywhere'}
      </button>
      <p id={`${id}-everywhere`} className={styles.everywhereNote}>
        Ends your sign-in on every phone and computer, this one included.
      </p>
    </div>
  );
}
