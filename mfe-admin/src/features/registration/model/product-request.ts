import {
  type CreateRegistrationProductRequest,
  createRegistrationProductInput,
  type RegistrationProduct,
  type UpdateRegistrationProductRequest,
  updateRegistrationProductInput,
} from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';
import type { ProductEditForm, ProductForm } from './product-form';

// Loaded when the product form is first submitted.

const zeroText = /^0+(\.0{1,2})?$/;

/** The fields both forms share, as the API takes them: a blank or zero fair market value is $0. */
function productFields(form: ProductEditForm) {
  const fairMarketValue = form.fairMarketValue.trim();
  const maxPerOrder = form.maxPerOrder.trim();
  return {
    name: form.name,
    description: form.description.trim() || null,
    price: form.price.trim(),
    fairMarketValue: fairMarketValue === '' || zeroText.test(fairMarketValue) ? 0 : fairMarketValue,
    maxPerOrder: /^\d+$/.test(maxPerOrder) ? Number(maxPerOrder) : Number.NaN,
  };
}

/** The request for a new product, or the first problem of each field. */
export function productRequest(form: ProductForm): { request: CreateRegistrationProductRequest } | { errors: FieldErrors<ProductForm> } {
  const request: CreateRegistrationProductRequest = {
    kind: form.kind,
    ...productFields(form),
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

/** The changes to a product: its fields as typed, the fair market value within the price (the API says the same). */
export function productEditRequest(
  form: ProductEditForm,
  product: RegistrationProduct,
): { request: UpdateRegistrationProductRequest } | { errors: FieldErrors<ProductEditForm> } {
  const { maxPerOrder, ...fields } = productFields(form);
  const request: UpdateRegistrationProductRequest = { ...fields, ...(product.kind === 'add-on' ? { maxPerOrder } : {}) };
  const parsed = updateRegistrationProductInput.safeParse(request);
  if (!parsed.success) return { errors: fieldErrors(form, parsed.error.issues) };
  if ((parsed.data.fairMarketValue ?? 0) > (parsed.data.price ?? product.price))
    return { errors: { fairMarketValue: registrationMessages.fairMarketValueInvalid } };
  return { request };
}
