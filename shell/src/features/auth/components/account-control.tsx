import { useAuth } from '@fairway/auth';
import { SignInButton } from './sign-in-button';
import { UserMenu } from './user-menu';
import styles from './user-menu.module.css';

/**
 * The navigation's account corner: Sign In when signed out, the user menu when signed in. Auth is only
 * still loading when a session is being restored, so the wait looks like the avatar that is coming.
 */
export function AccountControl() {
  const { status, user } = useAuth();
  if (status === 'loading') return <span className={styles.pending} aria-hidden="true" />;
  return user ? <UserMenu user={user} /> : <SignInButton />;
}
