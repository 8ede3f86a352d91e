import { signInForm, signUpForm } from '@fairway/contracts/sign-in';
import type { SignInMode } from '@fairway/auth';

export interface SignInFields {
  fullName: string;
  email: string;
  password: string;
}

export type FieldName = keyof SignInFields;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const emptyFields: SignInFields = { fullName: '', email: '', password: '' };

/** The order fields appear in, so focus goes to the first one in error. */
export const fieldOrder: FieldName[] = ['fullName', 'email', 'password'];

export type ValidFields = { ok: true; fields: SignInFields } | { ok: false; errors: FieldErrors };

/** Checks the form with the contracts' schemas, as the API does: the first message of each field. */
export function validateSignIn(mode: SignInMode, fields: SignInFields): ValidFields {
  const result = mode === 'sign-up' ? signUpForm.safeParse(fields) : signInForm.safeParse(fields);
  if (result.success) return { ok: true, fields: { ...fields, ...result.data } };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
