import { openSignIn } from '@fairway/auth';
import { loadSignInDialog } from './load-sign-in-dialog';
import styles from './sign-in-button.module.css';

const prefetch = () => void loadSignInDialog().catch(() => undefined);

/** Opens the sign-in dialog; starts fetching it as soon as a pointer or focus comes near. */
export function SignInButton() {
  return (
    <button type="button" className={styles.signIn} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => openSignIn('sign-in')}>
      Sign In
    </button>
  );
}
