import { type AuthUser, useAuth } from '@fairway/auth';
import { toast } from '@fairway/ui/toast';
import { useEffect, useState } from 'react';
import { reportAuthFailure } from '../model/report-auth-failure';
import styles from './user-menu.module.css';

/** Until the e-mail is proven, only an invite code links this account to a team: say so and offer the link again. */
export function EmailVerification({ user }: { user: AuthUser }) {
  const { sendVerificationEmail, refreshUser } = useAuth();
  const [busy, setBusy] = useState(false);

  // The link is usually opened in another tab or app: coming back here is the moment to look again.
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && void refreshUser().catch(() => undefined);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refreshUser]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      void reportAuthFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const resend = () =>
    run(async () => {
      await sendVerificationEmail();
      toast({ title: 'Verification e-mail sent', description: `Open the link we sent to ${user.email}.`, variant: 'success' });
    });

  const check = () =>
    run(async () => {
      const refreshed = await refreshUser();
      if (refreshed?.emailVerified) toast({ title: 'E-mail verified', description: 'Your team can now find you by your address.', variant: 'success' });
      else toast({ title: 'Not verified yet', description: 'Open the link in the e-mail first, then try again.' });
    });

  return (
    <div className={styles.verify} role="note">
      <p className={styles.verifyTitle}>Verify your e-mail</p>
      <p className={styles.verifyText}>Your team finds you by this address once it is verified. Until then, join your team with its invite code.</p>
      <div className={styles.verifyActions}>
        <button type="button" className={styles.verifyButton} onClick={resend} disabled={busy}>
          Resend link
        </button>
        <button type="button" className={styles.verifyButton} onClick={check} disabled={busy}>
          I have verified it
        </button>
      </div>
    </div>
  );
}
