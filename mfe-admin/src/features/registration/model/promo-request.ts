import { type CreatePromoCodeRequest, createPromoCodeInput } from '@fairway/contracts/registration';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';
import { instantOf } from '../../../shared/model/date-time-field';
import type { PromoForm } from './promo-form';

// Loaded when the promo code form is first submitted.

const numberText = /^\d+(\.\d+)?$/;

/** The request for a new promo code, or the first problem of each field. */
export function promoRequest(form: PromoForm): { request: CreatePromoCodeRequest } | { errors: FieldErrors<PromoForm> } {
  const [value, maxUses, expiresAt] = [form.value.trim(), form.maxUses.trim(), instantOf(form.expiresAt)];
  const errors: FieldErrors<PromoForm> = {};
  if (maxUses !== '' && !/^\d+$/.test(maxUses)) errors.maxUses = 'Enter a whole number, or leave it blank for no limit';
  if (expiresAt === undefined) errors.expiresAt = 'Enter a date and time, or leave it blank for no expiry';
  const request: CreatePromoCodeRequest = {
    code: form.code,
    kind: form.kind,
    value: numberText.test(value) ? Number(value) : Number.NaN,
    maxUses: maxUses === '' ? null : Number(maxUses),
    expiresAt: expiresAt ?? null,
  };
  const parsed = createPromoCodeInput.safeParse(request);
  if (!parsed.success) Object.assign(errors, { ...fieldErrors(form, parsed.error.issues), ...errors });
  return Object.keys(errors).length > 0 ? { errors } : { request };
}
