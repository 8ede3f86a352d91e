import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { refundCardGiftInput } from '@fairway/contracts/gift';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';
import { usd } from '../../../shared/model/money';

// Loaded when a refund is first confirmed: the gift's schema stays out of the Charity tab's first load.

export interface RefundGiftForm {
  /** Dollars to refund, as typed. */
  amount: string;
  reason: string;
}

/** A refund of at most what is left of the gift: the API says the same, but the organiser hears it before asking. */
export function refundGiftRequest(
  form: RefundGiftForm,
  left: number,
): { request: { amount: number; reason: string } } | { errors: FieldErrors<RefundGiftForm> } {
  const parsed = refundCardGiftInput.safeParse({ amount: form.amount.trim(), reason: form.reason });
  if (!parsed.success) return { errors: fieldErrors(form, parsed.error.issues) };
  if (parsed.data.amount > left) return { errors: { amount: fundraisingMessages.refundTooLarge(usd(left)) } };
  return { request: parsed.data };
}
