import { limits } from '@fairway/contracts/limits';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { type CreateSponsorRequest, type CreateSponsorTierRequest, createSponsorInput, createSponsorTierInput } from '@fairway/contracts/sponsor';

type Errors<F> = Partial<Record<keyof F, string>>;
type Outcome<R, F> = { request: R } | { errors: Errors<F> };

function firstIssues<F extends object>(form: F, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Errors<F> {
  const errors: Errors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof F | undefined;
    if (field !== undefined && field in form && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface TierForm {
  name: string;
  price: string;
  /** How many sponsors it takes; blank is no limit. */
  slots: string;
  benefits: string;
}

export const emptyTierForm: TierForm = { name: '', price: '', slots: '', benefits: '' };

const slotsText = /^\d+$/;

export function tierRequest(form: TierForm): Outcome<CreateSponsorTierRequest, TierForm> {
  const slots = form.slots.trim();
  if (slots !== '' && !slotsText.test(slots)) return { errors: { slots: 'How many must be a whole number, or blank for no limit' } };
  const request: CreateSponsorTierRequest = { name: form.name, price: form.price.trim(), slots: slots === '' ? null : Number(slots), benefits: form.benefits };
  const parsed = createSponsorTierInput.safeParse(request);
  return parsed.success ? { request } : { errors: firstIssues(form, parsed.error.issues) };
}

export interface SponsorForm {
  name: string;
  tierId: string;
  /** Blank: the tier's price. */
  amount: string;
  website: string;
  paid: boolean;
}

export const emptySponsorForm: SponsorForm = { name: '', tierId: '', amount: '', website: '', paid: false };

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
  return parsed.success ? { request } : { errors: firstIssues(form, parsed.error.issues) };
}

const logoTypes = ['image/png', 'image/jpeg', 'image/webp'];

/** Why the API would refuse this file as a logo (its type or size), or null when it fits. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!logoTypes.includes(file.type)) return fundraisingMessages.logoTypeInvalid;
  if (file.size > limits.maxSponsorLogoBytes) return fundraisingMessages.logoTooLarge;
  return null;
}
