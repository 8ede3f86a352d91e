// Birdie pledges: so much per birdie or better, by one team or the whole field, up to an optional cap.
import { z } from 'zod';
import { emailOrNull, entityId, isoTimestamp } from './common.schema';
import { fundraisingMessages } from './fundraising-messages';
import { moneyAmount, optionalText, paymentMethod } from './ledger.schema';
import { limits } from './limits';

export const createBirdiePledgeInput = z
  .object({
    pledgeId: entityId.optional(),
    donorName: optionalText(limits.maxNameLength),
    anonymous: z.boolean().default(false),
    contactEmail: emailOrNull(fundraisingMessages.emailInvalid)
      .optional()
      .transform((email) => email ?? null),
    /** null or missing: every team's birdies count. */
    teamId: entityId
      .nullable()
      .optional()
      .transform((id) => id ?? null),
    amountPerBirdie: moneyAmount,
    cap: moneyAmount
      .nullable()
      .optional()
      .transform((cap) => cap ?? null),
  })
  .refine((pledge) => pledge.anonymous || pledge.donorName !== null, { error: fundraisingMessages.donorNameRequired, path: ['donorName'] })
  .refine((pledge) => pledge.cap === null || pledge.cap >= pledge.amountPerBirdie, { error: fundraisingMessages.capBelowAmount, path: ['cap'] });
export type CreateBirdiePledgeInput = z.infer<typeof createBirdiePledgeInput>;
export type CreateBirdiePledgeRequest = z.input<typeof createBirdiePledgeInput>;

export const birdiePledgeParams = z.object({ id: entityId, pledgeId: entityId });
export type BirdiePledgeParams = z.infer<typeof birdiePledgeParams>;

export const collectBirdiePledgeInput = z.object({ method: paymentMethod });
export type CollectBirdiePledgeInput = z.infer<typeof collectBirdiePledgeInput>;

export const birdiePledge = z.object({
  id: entityId,
  /** null when anonymous. */
  donorName: z.string().nullable(),
  teamId: entityId.nullable(),
  amountPerBirdie: z.number(),
  cap: z.number().nullable(),
  /** Birdies or better counted so far (the team's, or the whole field's). */
  birdies: z.number().int(),
  /** What the pledge comes to now, held at its cap. */
  due: z.number(),
  capped: z.boolean(),
  state: z.enum(['open', 'collected']),
  /** The pledge-payment entry recorded when it was collected. */
  ledgerEntryId: entityId.nullable(),
  createdAt: isoTimestamp,
  /** Only the tournament admin sees it. */
  contactEmail: z.string().nullable().optional(),
});
export type BirdiePledge = z.infer<typeof birdiePledge>;

/** `GET /api/tournaments/{id}/birdie-pledges`: every pledge with what it is due now, and the total. */
export const birdiePledgesResponse = z.object({ totalDue: z.number(), pledges: z.array(birdiePledge) });
export type BirdiePledgesResponse = z.infer<typeof birdiePledgesResponse>;
