import type { SignInMode } from '@fairway/auth';
// The file, not the package index: the index would bring every schema, and zod, into the first load.
import { messages } from '@fairway/contracts/messages';
import { type FormEvent, useRef, useState } from 'react';
import { FormField } from './form-field';
import { PasswordField } from './password-field';
import { emptyFields, type FieldErrors, type FieldName, fieldOrder, type SignInFields, validateSignIn } from '../model/sign-in-fields';
import styles from './sign-in-dialog.module.css';

interface SignInFormProps {
  mode: SignInMode;
  busy: boolean;
  disabled: boolean;
  onSubmit: (fields: SignInFields) => void;
}

export function SignInForm({ mode, busy, disabled, onSubmit }: SignInFormProps) {
  const [fields, setFields] = useState<SignInFields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorsFor, setErrorsFor] = useState(mode);
  // Typed values survive switching between sign-in and sign-up; the other mode's errors do not.
  if (errorsFor !== mode) {
    setErrorsFor(mode);
    setErrors({});
  }
  const formRef = useRef<HTMLFormElement>(null);
  const signUp = mode === 'sign-up';

  const change = (field: FieldName) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSignIn(mode, fields);
    if (result.ok) return onSubmit(result.fields);
    setErrors(result.errors);
    const firstInvalid = fieldOrder.find((field) => result.errors[field]);
    formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {signUp && (
        <FormField id="sign-in-full-name" label="Full Name" error={errors.fullName}>
          {(describedBy) => (
            <input
              id="sign-in-full-name"
              name="fullName"
              className={styles.input}
              value={fields.fullName}
              onChange={(event) => change('fullName')(event.target.value)}
              autoComplete="name"
              required
              disabled={disabled}
              aria-invalid={errors.fullName ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      )}
      <FormField id="sign-in-email" label="Email" error={errors.email}>
        {(describedBy) => (
          <input
            id="sign-in-email"
            name="email"
            type="email"
            inputMode="email"
            className={styles.input}
            value={fields.email}
            onChange={(event) => change('email')(event.target.value)}
            autoComplete="email"
            required
            disabled={disabled}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <PasswordField
        value={fields.password}
        onChange={change('password')}
        error={errors.password}
        hint={signUp ? messages.signIn.passwordTooShort : undefined}
        disabled={disabled}
        autoComplete={signUp ? 'new-password' : 'current-password'}
      />
      <button type="submit" className={styles.submit} disabled={disabled}>
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {busy ? (signUp ? 'Creating account...' : 'Signing in...') : signUp ? 'Create Account' : 'Sign In'}
      </button>
    </form>
  );
}
