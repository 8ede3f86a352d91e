// Skins per tournament: settings, who entered, the pot and the public skins board (computed in libs/golf).
import { z } from 'zod';
import { entityId, wholeNumberBetween } from './common.schema';
import { limits } from './limits';
import { skinsMessages } from './skins-messages';

export { skinsMessages };

export const skinsBasis = z.enum(['gross', 'net', 'both'], { error: skinsMessages.basis });
export type SkinsBasisSetting = z.infer<typeof skinsBasis>;

/** `PUT /api/tournaments/{tournamentId}/skins` (tournament admin). Money in dollars. */
export const skinsSettingsInput = z.object({
  basis: skinsBasis,
  unit: z.enum(['player', 'team'], { error: skinsMessages.unit }),
  carryover: z.boolean({ error: skinsMessages.carryover }),
  validation: z.enum(['none', 'par-or-better-next-hole'], { error: skinsMessages.validation }),
  entryFee: z
    .number({ error: skinsMessages.entryFee })
    .min(0, { error: skinsMessages.entryFee })
    .max(limits.skins.maxEntryFeeDollars, { error: skinsMessages.entryFee })
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: skinsMessages.entryFee }),
  donatedPercent: wholeNumberBetween(0, 100, skinsMessages.donatedPercent),
});
export type SkinsSettingsInput = z.infer<typeof skinsSettingsInput>;

/** `PUT /api/tournaments/{tournamentId}/skins/entrants` (tournament admin): players or teams, by unit. */
export const skinsEntrantsInput = z.object({
  entrantIds: z.array(entityId, { error: skinsMessages.entrants }).max(400, { error: skinsMessages.entrants }),
});
export type SkinsEntrantsInput = z.infer<typeof skinsEntrantsInput>;

export const skinsEntrant = z.object({ id: entityId, name: z.string() });

/** `GET /api/tournaments/{tournamentId}/skins` (public): the settings, who entered and the pot (dollars). */
export const skinsSettingsResponse = skinsSettingsInput.extend({
  tournamentId: entityId,
  entryFee: z.number(),
  /** By name. */
  entrants: z.array(skinsEntrant),
  /** Entry fees less the share donated; with both bases each game plays for half. */
  pot: z.number(),
  donated: z.number(),
});
export type SkinsSettingsResponse = z.infer<typeof skinsSettingsResponse>;

export const skinsHole = z.object({
  hole: z.number().int(),
  status: z.enum(['pending', 'won', 'tied', 'not-validated', 'hidden']),
  winnerId: entityId.nullable(),
  winnerName: z.string().nullable(),
  score: z.number().nullable(),
  /** Holes whose value this skin took (a skin after two tied holes covers three). */
  holesWon: z.number().int(),
  value: z.number(),
});
export const skinsWinner = z.object({ id: entityId, name: z.string(), skins: z.number().int(), holesWon: z.number().int(), value: z.number() });
export type SkinsWinnerRow = z.infer<typeof skinsWinner>;

export const skinsGame = z.object({
  basis: z.enum(['gross', 'net']),
  pot: z.number(),
  holes: z.array(skinsHole),
  winners: z.array(skinsWinner),
  final: z.boolean(),
  holesUnwon: z.number().int(),
});
export type SkinsGame = z.infer<typeof skinsGame>;

/** `GET /api/tournaments/{tournamentId}/skins/board` (public): one game per basis. */
export const skinsBoardResponse = z.object({ tournamentId: entityId, unit: z.enum(['player', 'team']), games: z.array(skinsGame) });
export type SkinsBoardResponse = z.infer<typeof skinsBoardResponse>;
