import { type ReactElement, useId } from 'react';
import styles from './form-field.module.css';

interface FormFieldProps {
  label: string;
  /** Shown under the control until there is an error. */
  hint?: string;
  error?: string | undefined;
  /** The control, given the id, invalid state and description the field wires to its label and message. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactElement;
}

/** A labelled control of the admin's forms, with its hint or its error (announced when it appears). */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const message = error ?? hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': message ? `${id}-message` : undefined })}
      {message && (
        <p id={`${id}-message`} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
