// Sponsor tiers, sponsors and hole sponsorships. Money is dollars in JSON.
import { z } from 'zod';
import { entityId, requiredText } from './common.schema';
import { fundraisingMessages } from './fundraising-messages';
import { moneyAmount, optionalText, paymentMethod } from './ledger.schema';
import { limits } from './limits';
import { messages } from './messages';

const httpUrl = /^https?:\/\/\S+$/i;
const maxUrlLength = 2048;

/** Blank or null is none; anything else must be an http(s) URL. */
const urlOrNull = z.union([z.string(), z.null()], { error: fundraisingMessages.logoUrlInvalid }).transform((input, ctx) => {
  const url = input?.trim() ?? '';
  if (url === '') return null;
  if (!httpUrl.test(url) || url.length > maxUrlLength) {
    ctx.addIssue({ code: 'custom', message: fundraisingMessages.logoUrlInvalid });
    return z.NEVER;
  }
  return url;
});
const optionalUrl = urlOrNull.optional().transform((url) => url ?? null);

export const createSponsorTierInput = z.object({
  name: requiredText(messages.validation.validationFailed, limits.maxNameLength),
  price: moneyAmount,
  /** How many sponsors the tier takes; null: no limit. */
  slots: z.number().int().min(1).max(1000).nullable().default(null),
  /** What the sponsor gets, in the organiser's words. */
  benefits: optionalText(),
});
export type CreateSponsorTierInput = z.infer<typeof createSponsorTierInput>;
export type CreateSponsorTierRequest = z.input<typeof createSponsorTierInput>;

export const sponsorTier = z.object({
  id: entityId,
  name: z.string(),
  price: z.number(),
  slots: z.number().int().nullable(),
  taken: z.number().int(),
  benefits: z.string().nullable(),
});
export type SponsorTier = z.infer<typeof sponsorTier>;
export const sponsorTiersResponse = z.array(sponsorTier);

export const createSponsorInput = z.object({
  name: requiredText(messages.validation.validationFailed, limits.maxNameLength),
  tierId: entityId
    .nullable()
    .optional()
    .transform((id) => id ?? null),
  website: optionalUrl,
  /** A logo hosted elsewhere; an uploaded logo (PUT .../logo) takes its place. */
  logoUrl: optionalUrl,
  /** The sponsorship's price; defaults to the tier's. */
  amount: moneyAmount.optional(),
  paid: z.boolean().default(false),
  method: paymentMethod.default('cheque'),
});
export type CreateSponsorInput = z.infer<typeof createSponsorInput>;
export type CreateSponsorRequest = z.input<typeof createSponsorInput>;

/** Marking paid records a sponsorship entry in the ledger; marking unpaid voids it. */
export const updateSponsorInput = z.object({
  name: requiredText(messages.validation.validationFailed, limits.maxNameLength).optional(),
  tierId: entityId.nullable().optional(),
  website: urlOrNull.optional(),
  logoUrl: urlOrNull.optional(),
  amount: moneyAmount.optional(),
  paid: z.boolean().optional(),
  method: paymentMethod.optional(),
});
export type UpdateSponsorInput = z.infer<typeof updateSponsorInput>;
export type UpdateSponsorRequest = z.input<typeof updateSponsorInput>;

export const sponsorParams = z.object({ id: entityId, sponsorId: entityId });
export type SponsorParams = z.infer<typeof sponsorParams>;
export const sponsorTierParams = z.object({ id: entityId, tierId: entityId });
export type SponsorTierParams = z.infer<typeof sponsorTierParams>;

/** A sponsor as anyone sees it (scorecard, TV, sponsor strip): no amount, no payment state. */
export const publicSponsor = z.object({
  id: entityId,
  name: z.string(),
  website: z.string().nullable(),
  /** The uploaded logo's address on this API, else the linked logo, else null. */
  logoUrl: z.string().nullable(),
  tierId: entityId.nullable(),
  tierName: z.string().nullable(),
  /** The tier's price in dollars (0 without a tier): screens weight their rotation by it. */
  tierPrice: z.number(),
  holes: z.array(z.number().int()),
});
export type PublicSponsor = z.infer<typeof publicSponsor>;

/** The admin's view adds the money. */
export const sponsor = publicSponsor.extend({ amount: z.number(), paid: z.boolean(), ledgerEntryId: entityId.nullable() });
export type Sponsor = z.infer<typeof sponsor>;

/** `GET /api/tournaments/{id}/sponsors`: the admin gets `sponsor` rows, everyone else `publicSponsor` rows. */
export const sponsorsResponse = z.array(z.union([sponsor, publicSponsor]));

export const holeParams = z.object({
  id: entityId,
  hole: z
    .string({ error: fundraisingMessages.holeInvalid })
    .regex(/^\d{1,2}$/, fundraisingMessages.holeInvalid)
    .transform(Number)
    .pipe(z.number().int().min(1, fundraisingMessages.holeInvalid).max(limits.holesPerRound, fundraisingMessages.holeInvalid)),
});
export type HoleParams = z.infer<typeof holeParams>;

export const holeSponsorInput = z.object({ sponsorId: entityId });
export type HoleSponsorInput = z.infer<typeof holeSponsorInput>;

/** `GET /api/tournaments/{id}/hole-sponsors`: all 18 holes, each with its sponsor or null (free). */
export const holeSponsorsResponse = z.array(
  z.object({ hole: z.number().int(), sponsor: publicSponsor.pick({ id: true, name: true, logoUrl: true, website: true }).nullable() }),
);
export type HoleSponsorsResponse = z.infer<typeof holeSponsorsResponse>;
