import { type CreateRegistrationProductRequest, createRegistrationProductInput } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';
import type { ProductForm } from './product-form';

// Loaded when the product form is first submitted.

const zeroText = /^0+(\.0{1,2})?$/;

/** The request for a new product, or the first problem of each field. */
export function productRequest(form: ProductForm): { request: CreateRegistrationProductRequest } | { errors: FieldErrors<ProductForm> } {
  const fairMarketValue = form.fairMarketValue.trim();
  const maxPerOrder = form.maxPerOrder.trim();
  const request: CreateRegistrationProductRequest = {
    kind: form.kind,
    name: form.name,
    description: form.description.trim() || null,
    price: form.price.trim(),
    fairMarketValue: fairMarketValue === '' || zeroText.test(fairMarketValue) ? 0 : fairMarketValue,
    maxPerOrder: /^\d+$/.test(maxPerOrder) ? Number(maxPerOrder) : Number.NaN,
    sponsorTierId: form.kind === 'sponsor-package' ? form.sponsorTierId || null : null,
    includesHole: form.kind === 'sponsor-package' && form.includesHole,
    addOnId: form.kind === 'add-on' ? form.addOnId || null : null,
  };
  // The schema checks what a product sells only once its fields pass; the organiser hears it with the rest.
  const errors: FieldErrors<ProductForm> = {};
  if (form.kind === 'sponsor-package' && !request.sponsorTierId) errors.sponsorTierId = registrationMessages.sponsorTierRequired;
  if (form.kind === 'add-on' && !request.addOnId) errors.addOnId = registrationMessages.addOnRequired;
  const parsed = createRegistrationProductInput.safeParse(request);
  if (!parsed.success) Object.assign(errors, fieldErrors(form, parsed.error.issues), errors);
  return Object.keys(errors).length > 0 ? { errors } : { request };
}
