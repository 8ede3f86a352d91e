import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

const email = z
  .string({ error: messages.signIn.emailRequired })
  .trim()
  .min(1, { error: messages.signIn.emailRequired, abort: true })
  .pipe(z.email({ error: messages.signIn.emailInvalid }));

const password = z
  .string({ error: messages.signIn.passwordRequired })
  .min(1, { error: messages.signIn.passwordRequired, abort: true })
  .min(limits.passwordMinLength, messages.signIn.passwordTooShort);

export const signInForm = z.object({ email, password });
export type SignInForm = z.infer<typeof signInForm>;

export const signUpForm = signInForm.extend({
  fullName: z.string({ error: messages.signIn.fullNameRequired }).trim().min(1, messages.signIn.fullNameRequired),
});
export type SignUpForm = z.infer<typeof signUpForm>;
