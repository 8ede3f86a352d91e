import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { limits } from '@fairway/contracts/limits';

export interface TierForm {
  name: string;
  price: string;
  /** How many sponsors it takes; blank is no limit. */
  slots: string;
  benefits: string;
}

export const emptyTierForm: TierForm = { name: '', price: '', slots: '', benefits: '' };

export interface SponsorForm {
  name: string;
  tierId: string;
  /** Blank: the tier's price. */
  amount: string;
  website: string;
  paid: boolean;
}

export const emptySponsorForm: SponsorForm = { name: '', tierId: '', amount: '', website: '', paid: false };

const logoTypes = ['image/png', 'image/jpeg', 'image/webp'];

/** Why the API would refuse this file as a logo (its type or size), or null when it fits. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!logoTypes.includes(file.type)) return fundraisingMessages.logoTypeInvalid;
  if (file.size > limits.maxSponsorLogoBytes) return fundraisingMessages.logoTooLarge;
  return null;
}
