import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldId } from '../model/field-ids';
import styles from './register-page.module.css';

/** What a control needs to be found by its label and read out with its problem. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  /** The problem key of this field (`buyer.email`): its element id and where its problem is found. */
  name: string;
  label: ReactNode;
  problem: string | undefined;
  hint?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A label, an optional hint, the control and its problem under it. */
export function FieldFrame({ name, label, problem, hint, children }: FieldFrameProps) {
  const id = fieldId(name);
  const problemId = `${id}-problem`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && <span className={styles.hint}>{hint}</span>}
      {children({ id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? problemId : undefined })}
      {problem && (
        <span id={problemId} className={styles.problem}>
          {problem}
        </span>
      )}
    </div>
  );
}

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'> {
  name: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  problem: string | undefined;
  hint?: string;
}

/** A labelled text input with its problem under it. */
export function FormField({ name, label, value, onValue, problem, hint, ...input }: FormFieldProps) {
  return (
    <FieldFrame name={name} label={label} problem={problem} hint={hint}>
      {(control) => <input {...input} {...control} value={value} onChange={(event) => onValue(event.target.value)} />}
    </FieldFrame>
  );
}

/** A problem under a group of fields (a choice, a checkbox). */
export function Problem({ name, problem }: { name: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <span id={`${fieldId(name)}-problem`} className={styles.problem} role="alert">
      {problem}
    </span>
  );
}
