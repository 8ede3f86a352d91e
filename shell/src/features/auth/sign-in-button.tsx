import { useAuth } from '@fairway/auth';
import styles from './sign-in-button.module.css';

/** Placeholder until the sign-in dialog exists: shows once auth has settled, does nothing yet. */
export function SignInButton() {
  const { status } = useAuth();
  return (
    <button type="button" className={styles.signIn} disabled={status === 'loading'} aria-busy={status === 'loading'}>
      Sign In
    </button>
  );
}
