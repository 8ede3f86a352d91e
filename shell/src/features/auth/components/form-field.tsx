import type { ReactNode } from 'react';
import styles from './sign-in-dialog.module.css';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Renders the control, given the ids of the hint and error that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control with its hint and its error, both announced with the control. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const showHint = hint !== undefined && hint !== error;
  const hintId = showHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(describedBy)}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {showHint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
