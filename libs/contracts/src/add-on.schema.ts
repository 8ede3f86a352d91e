// Add-ons sold on the day (mulligans, raffle tickets, skins entries, bundles) and a team's mulligan wallet.
import { z } from 'zod';
import { entityId, isoTimestamp, requiredText } from './common.schema';
import { fundraisingMessages } from './fundraising-messages';
import { moneyAmount, paymentMethod } from './ledger.schema';
import { limits } from './limits';
import { messages } from './messages';

export const addOnKinds = ['mulligan', 'raffle-ticket', 'skins-entry', 'bundle'] as const;
export const addOnKind = z.enum(addOnKinds, { error: fundraisingMessages.productKindInvalid });
export type AddOnKind = z.infer<typeof addOnKind>;
/**
 * What a new add-on may be. A skins entry is recorded with the skins entrants instead: as an add-on its whole
 * price would count as raised though most of it is the pot paid back to the winners (older ones stay listed).
 */
export const newAddOnKind = addOnKind.refine((kind) => kind !== 'skins-entry', { error: fundraisingMessages.skinsEntryNotAnAddOn });

const count = (max: number) => z.number().int().min(0).max(max);

export const createAddOnInput = z.object({
  kind: newAddOnKind,
  name: requiredText(messages.validation.validationFailed, limits.maxNameLength),
  price: moneyAmount,
  /** Whom the limit counts: each player, or each team. */
  limitPer: z.enum(['player', 'team']).default('team'),
  /** Most a player (or team) may buy; null: no limit. */
  limit: count(1000).nullable().default(null),
  /** Items for sale in all; null: no limit. */
  stock: count(100_000).nullable().default(null),
  /** Mulligans one item gives the team (1 for a mulligan; a bundle may include some). */
  mulligans: count(18).optional(),
});
export type CreateAddOnInput = z.infer<typeof createAddOnInput>;
export type CreateAddOnRequest = z.input<typeof createAddOnInput>;

export const addOn = z.object({
  id: entityId,
  kind: addOnKind,
  name: z.string(),
  price: z.number(),
  limitPer: z.enum(['player', 'team']),
  limit: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  sold: z.number().int(),
  mulligans: z.number().int(),
});
export type AddOn = z.infer<typeof addOn>;
export const addOnsResponse = z.array(addOn);

/** `POST /api/tournaments/{id}/add-on-sales` (tournament admin): a sale at check-in, one ledger entry. */
export const createAddOnSaleInput = z.object({
  saleId: entityId.optional(),
  productId: entityId,
  quantity: z
    .number({ error: fundraisingMessages.quantityInvalid })
    .int(fundraisingMessages.quantityInvalid)
    .min(1, fundraisingMessages.quantityInvalid)
    .max(limits.maxAddOnQuantity, fundraisingMessages.quantityInvalid),
  teamId: entityId,
  playerId: entityId
    .nullable()
    .optional()
    .transform((id) => id ?? null),
  method: paymentMethod,
});
export type CreateAddOnSaleInput = z.infer<typeof createAddOnSaleInput>;
export type CreateAddOnSaleRequest = z.input<typeof createAddOnSaleInput>;

export const addOnSale = z.object({
  id: entityId,
  productId: entityId,
  quantity: z.number().int(),
  teamId: entityId,
  playerId: entityId.nullable(),
  amount: z.number(),
  ledgerEntryId: entityId,
  recordedAt: isoTimestamp,
});
export type AddOnSale = z.infer<typeof addOnSale>;

/** Holes where a mulligan cannot be used (the organiser's choice, e.g. the contest holes). */
export const mulliganRulesInput = z.object({
  blockedHoles: z
    .array(z.number().int().min(1, fundraisingMessages.holeInvalid).max(limits.holesPerRound, fundraisingMessages.holeInvalid))
    .max(limits.holesPerRound)
    .transform((holes) => [...new Set(holes)].sort((a, b) => a - b)),
});
export type MulliganRulesInput = z.infer<typeof mulliganRulesInput>;
export const mulliganRules = z.object({ blockedHoles: z.array(z.number().int()) });
export type MulliganRules = z.infer<typeof mulliganRules>;

export const useMulliganInput = z.object({
  useId: entityId.optional(),
  hole: z
    .number({ error: fundraisingMessages.holeInvalid })
    .int(fundraisingMessages.holeInvalid)
    .min(1, fundraisingMessages.holeInvalid)
    .max(limits.holesPerRound, fundraisingMessages.holeInvalid),
  playerId: entityId
    .nullable()
    .optional()
    .transform((id) => id ?? null),
});
export type UseMulliganInput = z.infer<typeof useMulliganInput>;

export const teamWalletParams = z.object({ id: entityId, teamId: entityId });
export type TeamWalletParams = z.infer<typeof teamWalletParams>;

/** `GET /api/tournaments/{id}/teams/{teamId}/wallet` (team members and the admin). */
export const teamWallet = z.object({
  teamId: entityId,
  mulligans: z.object({ bought: z.number().int(), used: z.number().int(), left: z.number().int() }),
  blockedHoles: z.array(z.number().int()),
  purchases: z.array(z.object({ productId: entityId, name: z.string(), quantity: z.number().int() })),
  /** Every mulligan used, oldest first. */
  uses: z.array(z.object({ id: entityId, hole: z.number().int(), playerId: entityId.nullable(), usedBy: z.string(), usedAt: isoTimestamp })),
});
export type TeamWallet = z.infer<typeof teamWallet>;
