import { type ChangeEvent, useState } from 'react';
import { FormField } from './form-field';
import styles from './sign-in-dialog.module.css';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  disabled: boolean;
  autoComplete: 'current-password' | 'new-password';
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

export function PasswordField({ value, onChange, error, hint, disabled, autoComplete }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField id="sign-in-password" label="Password" error={error} hint={hint}>
      {(describedBy) => (
        <div className={styles.passwordWrap}>
          <input
            id="sign-in-password"
            name="password"
            type={visible ? 'text' : 'password'}
            className={styles.input}
            value={value}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            autoComplete={autoComplete}
            required
            minLength={6}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <button
            type="button"
            className={`ff-icon-button ${styles.reveal}`}
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls="sign-in-password"
            disabled={disabled}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </FormField>
  );
}
