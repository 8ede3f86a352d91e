import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { type CreateSponsorRequest, type CreateSponsorTierRequest, createSponsorInput, createSponsorTierInput } from '@fairway/contracts/sponsor';
import type { SponsorForm, TierForm } from './sponsor-forms';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';

// Loaded when a form is first submitted: the sponsors' schemas stay out of the tab's first load.

type Outcome<R, F> = { request: R } | { errors: FieldErrors<F> };

const slotsText = /^\d+$/;

export function tierRequest(form: TierForm): Outcome<CreateSponsorTierRequest, TierForm> {
  const slots = form.slots.trim();
  if (slots !== '' && !slotsText.test(slots)) return { errors: { slots: fundraisingMessages.countOrBlank } };
  const request: CreateSponsorTierRequest = { name: form.name, price: form.price.trim(), slots: slots === '' ? null : Number(slots), benefits: form.benefits };
  const parsed = createSponsorTierInput.safeParse(request);
  return parsed.success ? { request } : { errors: fieldErrors(form, parsed.error.issues) };
}

export function sponsorRequest(form: SponsorForm): Outcome<CreateSponsorRequest, SponsorForm> {
  const amount = form.amount.trim();
  const request: CreateSponsorRequest = {
    name: form.name,
    tierId: form.tierId || null,
    website: form.website,
    paid: form.paid,
    ...(amount ? { amount } : {}),
  };
  const parsed = createSponsorInput.safeParse(request);
  return parsed.success ? { request } : { errors: fieldErrors(form, parsed.error.issues) };
}
