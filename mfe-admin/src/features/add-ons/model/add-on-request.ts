import { type CreateAddOnRequest, createAddOnInput } from '@fairway/contracts/add-on';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { AddOnForm } from './add-on-form';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';

// Loaded when the form is first submitted: the add-ons' schemas stay out of the tab's first load.

const wholeNumber = /^\d+$/;
const countOf = (text: string) => (text.trim() === '' ? null : wholeNumber.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The request for the product form, or the first problem of each field. */
export function addOnRequest(form: AddOnForm): { request: CreateAddOnRequest } | { errors: FieldErrors<AddOnForm> } {
  const [limit, stock, mulligans] = [countOf(form.limit), countOf(form.stock), countOf(form.mulligans)];
  const errors: FieldErrors<AddOnForm> = {};
  if (Number.isNaN(limit)) errors.limit = fundraisingMessages.countOrBlank;
  if (Number.isNaN(stock)) errors.stock = fundraisingMessages.countOrBlank;
  if (Number.isNaN(mulligans)) errors.mulligans = 'Enter a whole number';
  const request: CreateAddOnRequest = {
    kind: form.kind,
    name: form.name,
    price: form.price.trim(),
    limitPer: form.limitPer,
    limit,
    stock,
    ...(mulligans === null ? {} : { mulligans }),
  };
  const parsed = createAddOnInput.safeParse(request);
  if (!parsed.success) Object.assign(errors, { ...fieldErrors(form, parsed.error.issues), ...errors });
  return Object.keys(errors).length > 0 ? { errors } : { request };
}
