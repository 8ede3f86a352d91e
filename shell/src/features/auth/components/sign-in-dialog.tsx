import { type SignInMode, useAuth } from '@fairway/auth';
import { BrandMark } from '@fairway/ui';
import { useToastLayer } from '@fairway/ui/toast';
import { type MouseEvent, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { GoogleButton } from './google-button';
import { SignInForm } from './sign-in-form';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useSignInSubmit } from '../hooks/use-sign-in-submit';
import styles from './sign-in-dialog.module.css';

const copy: Record<SignInMode, { title: string; subtitle: string; switchText: string; switchAction: string }> = {
  'sign-in': {
    title: 'Welcome Back',
    subtitle: 'Sign in to keep score, register foursomes and run your tournaments.',
    switchText: "Don't have an account?",
    switchAction: 'Sign up',
  },
  'sign-up': {
    title: 'Create Account',
    subtitle: 'Join Fairway Fund to register foursomes and host charity tournaments.',
    switchText: 'Already have an account?',
    switchAction: 'Sign in',
  },
};

export interface SignInDialogProps {
  initialMode: SignInMode;
  onClose: () => void;
}

/** The modal sign-in dialog; mounted only while open, so closing clears every field. */
export function SignInDialog({ initialMode, onClose }: SignInDialogProps) {
  const { prepare } = useAuth();
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pending, submitEmail, submitGoogle } = useSignInSubmit(onClose);
  const text = copy[mode];
  useFocusTrap(dialogRef);
  // Its outcome toasts must show above its backdrop, not behind it.
  useToastLayer(dialogRef);

  // On mount only: a later run would pull focus back to the first field while the user types elsewhere.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  useEffect(() => prepare(), [prepare]);

  // Escape fires "cancel"; the dialog's visibility is React state, so close through onClose.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="sign-in-title"
      aria-describedby="sign-in-subtitle"
      onCancel={cancel}
      onClick={closeOnBackdrop}
    >
      <div className={styles.panel}>
        <button type="button" className={`ff-icon-button ${styles.close}`} onClick={onClose} aria-label="Close">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <header className={styles.header}>
          <BrandMark size={40} />
          <h2 id="sign-in-title" className={styles.title}>
            {text.title}
          </h2>
          <p id="sign-in-subtitle" className={styles.subtitle}>
            {text.subtitle}
          </p>
        </header>
        <GoogleButton onClick={submitGoogle} disabled={pending !== null} busy={pending === 'google'} />
        <p className={styles.divider}>
          <span>or use your email</span>
        </p>
        <SignInForm mode={mode} busy={pending === 'email'} disabled={pending !== null} onSubmit={(fields) => submitEmail(mode, fields)} />
        <p className={styles.switch}>
          {text.switchText}{' '}
          <button type="button" className={styles.switchButton} onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')} disabled={pending !== null}>
            {text.switchAction}
          </button>
        </p>
      </div>
    </dialog>
  );
}
