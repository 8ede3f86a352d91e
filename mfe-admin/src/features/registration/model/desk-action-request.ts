import { cancelRegistrationInput, refundRegistrationInput } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';
import { usd } from '../../../shared/model/money';

// Loaded when a cancel or refund is first confirmed.

export interface DeskActionForm {
  reason: string;
  /** Dollars to refund, as typed (refunds only). */
  amount: string;
}

type Outcome<R> = { request: R } | { errors: FieldErrors<DeskActionForm> };

export function cancelRequest(form: DeskActionForm): Outcome<{ reason: string }> {
  const parsed = cancelRegistrationInput.safeParse({ reason: form.reason });
  return parsed.success ? { request: parsed.data } : { errors: fieldErrors(form, parsed.error.issues) };
}

/** A refund of at most what is left of the payment: the API says the same, but the organiser hears it before asking. */
export function refundRequest(form: DeskActionForm, left: number): Outcome<{ amount: number; reason: string }> {
  const parsed = refundRegistrationInput.safeParse({ amount: form.amount.trim(), reason: form.reason });
  if (!parsed.success) return { errors: fieldErrors(form, parsed.error.issues) };
  if (parsed.data.amount > left) return { errors: { amount: registrationMessages.refundTooLarge(usd(left)) } };
  return { request: parsed.data };
}
