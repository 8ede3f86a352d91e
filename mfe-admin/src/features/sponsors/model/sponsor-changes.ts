import { type UpdateSponsorRequest, updateSponsorInput } from '@fairway/contracts/sponsor';
import type { SponsorForm } from './sponsor-forms';
import { fieldErrors } from '../../../shared/model/field-errors';

// Loaded when an edit is first saved: the sponsors' schemas stay out of the tab's first load.

/** What changed of a sponsor, checked with the contract; a blank amount keeps the current one. */
export function sponsorChanges(form: Omit<SponsorForm, 'paid'>): { changes: UpdateSponsorRequest } | { errors: Partial<Record<keyof SponsorForm, string>> } {
  const amount = form.amount.trim();
  const changes: UpdateSponsorRequest = { name: form.name, tierId: form.tierId || null, website: form.website, ...(amount ? { amount } : {}) };
  const parsed = updateSponsorInput.safeParse(changes);
  if (parsed.success) return { changes };
  return { errors: fieldErrors(form, parsed.error.issues) };
}
