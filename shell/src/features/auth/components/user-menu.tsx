import { type AuthUser, useAuth } from '@fairway/auth';
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { reportAuthFailure } from '../model/report-auth-failure';
import { UserAvatar } from './user-avatar';
import styles from './user-menu.module.css';

// Only an account with an unproven e-mail needs it: kept off every signed-in page's first load.
const EmailVerification = lazy(() => import('./email-verification').then((module) => ({ default: module.EmailVerification })));

function nameOf(user: AuthUser): string {
  return user.displayName?.trim() || user.email || 'Your account';
}

/** Closes the panel on Escape (focus back on the button) or a press anywhere outside. */
function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLDivElement | null>, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, root, button]);
}

/**
 * The signed-in user's avatar in the navigation, opening their name, e-mail, Log out (this browser) and Sign
 * out everywhere (every session of the account: a lost phone, a shared clubhouse computer).
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const { signOut, signOutEverywhere } = useAuth();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState<'here' | 'everywhere' | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = nameOf(user);
  useDismiss(open, () => setOpen(false), root, button);

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
    <div className={styles.userMenu} ref={root}>
      <button ref={button} type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <UserAvatar user={user} size="small" />
        <span className="ff-visually-hidden">Account menu for {name}</span>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
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
            aria-describedby={`${panelId}-everywhere`}
          >
            {signingOut === 'everywhere' ? 'Signing out everywhere...' : 'Sign out everywhere'}
          </button>
          <p id={`${panelId}-everywhere`} className={styles.everywhereNote}>
            Ends your sign-in on every phone and computer, this one included.
          </p>
        </div>
      )}
    </div>
  );
}
