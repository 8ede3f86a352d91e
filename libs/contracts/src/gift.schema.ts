// A guest's gift (the donate page) and the donor wall. A gift is a `donation` entry of the ledger, pledged
// until the organiser marks it received; the wall also shows pledge payments. Dollars in JSON.
import { z } from 'zod';
import { entityId, isoTimestamp } from './common.schema';
import { creditedTeam, donorFields, ledgerKind, moneyAmount, namedOrAnonymous, nameRequired, optionalText } from './ledger.schema';
import { limits } from './limits';

/** `POST /api/tournaments/{id}/donations` (anyone, no account): recorded as pledged until the organiser receives it. */
export const createDonationInput = z
  .object({
    entryId: entityId.optional(),
    amount: moneyAmount,
    ...donorFields,
    publicMessage: optionalText(),
    teamId: creditedTeam,
  })
  .refine(namedOrAnonymous, nameRequired);
export type CreateDonationInput = z.infer<typeof createDonationInput>;
export type CreateDonationRequest = z.input<typeof createDonationInput>;

/** A gift as anyone may read it: no e-mail, no private note, no name when anonymous. */
export const publicGift = z.object({
  id: entityId,
  kind: ledgerKind,
  amount: z.number(),
  /** null when the donor gave anonymously. */
  donorName: z.string().nullable(),
  message: z.string().nullable(),
  teamId: entityId.nullable(),
  state: z.enum(['pledged', 'received']),
  recordedAt: isoTimestamp,
});
export type PublicGift = z.infer<typeof publicGift>;

/** `GET /api/tournaments/{id}/donor-wall`: received and pledged gifts that are not private. */
export const donorWallResponse = z.object({
  raised: z.number(),
  goal: z.number(),
  latest: z.array(publicGift).max(limits.donorWallSize),
  largest: z.array(publicGift).max(limits.donorWallSize),
});
export type DonorWallResponse = z.infer<typeof donorWallResponse>;

/** The reply to a guest's donation: what was recorded and where to pay it. */
export const donationResponse = z.object({ gift: publicGift, paypalLink: z.string().nullable() });
export type DonationResponse = z.infer<typeof donationResponse>;
