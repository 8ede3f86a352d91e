import type { CreateBirdiePledgeRequest } from '@fairway/contracts/birdie-pledge';
import type { CreateDonationRequest } from '@fairway/contracts/gift';
import { type FieldErrors, fieldErrors } from './field-errors';

export const donationFields = ['donorName', 'amount', 'publicMessage', 'contactEmail'] as const;
export type DonationField = (typeof donationFields)[number];

export const pledgeFields = ['donorName', 'amountPerBirdie', 'cap', 'teamId'] as const;
export type PledgeField = (typeof pledgeFields)[number];

type Checked<F extends string> = { ok: true } | { ok: false; errors: FieldErrors<F> };

// The schemas (and zod with them) are loaded when a form is first sent, not before the page has painted.
export async function checkDonation(donation: CreateDonationRequest): Promise<Checked<DonationField>> {
  const { createDonationInput } = await import('@fairway/contracts/gift');
  const result = createDonationInput.safeParse(donation);
  return result.success ? { ok: true } : { ok: false, errors: fieldErrors(result.error.issues, donationFields) };
}

export async function checkPledge(pledge: CreateBirdiePledgeRequest): Promise<Checked<PledgeField>> {
  const { createBirdiePledgeInput } = await import('@fairway/contracts/birdie-pledge');
  const result = createBirdiePledgeInput.safeParse(pledge);
  return result.success ? { ok: true } : { ok: false, errors: fieldErrors(result.error.issues, pledgeFields) };
}
