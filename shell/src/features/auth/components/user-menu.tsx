import type { AuthUser } from '@fairway/auth';
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { UserAvatar } from './user-avatar';
import styles from './user-menu.module.css';

// Every signed-in page shows the avatar, few open it: the panel (Log out, Sign out everywhere, the e-mail note)
// loads when the pointer or focus comes to the button, or at the latest when it is pressed.
const loadPanel = () => import('./user-menu-panel');
const UserMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.UserMenuPanel })));
const preloadPanel = () => void loadPanel();

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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = nameOf(user);
  useDismiss(open, () => setOpen(false), root, button);

  return (
    <div className={styles.userMenu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <UserAvatar user={user} size="small" />
        <span className="ff-visually-hidden">Account menu for {name}</span>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <UserMenuPanel user={user} name={name} id={panelId} />
        </Suspense>
      )}
    </div>
  );
}
