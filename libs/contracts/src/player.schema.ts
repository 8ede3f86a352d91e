import { z } from 'zod';
import { emailOrNull, entityId, isoTimestamp, requiredText, wholeNumberBetween } from './common.schema';
import { limits } from './limits';
import { messages } from './messages';

function handicapBetween(range: { min: number; max: number }, rangeMessage: string) {
  return z.number({ error: messages.player.handicapNumber }).min(range.min, rangeMessage).max(range.max, rangeMessage);
}

/** The registration form's limit (0-36). */
export const registrationHandicap = handicapBetween(limits.registrationHandicap, messages.player.registrationHandicapRange);
/** Manage-team and pre-registration limit: a Handicap Index of 0-54. */
export const handicapIndex = handicapBetween(limits.handicapIndex, messages.player.handicapIndexRange);
/** What the API stores: 0-54, plus handicaps down to +10 as negative numbers (+2 is -2). */
export const playerHandicap = handicapBetween(limits.apiHandicap, messages.player.apiHandicapRange);

export const playerPosition = wholeNumberBetween(1, limits.maxPlayersPerTeam, messages.player.positionRange);
export const playerName = requiredText(messages.player.nameRequired, limits.maxNameLength);
export const playerEmail = emailOrNull(messages.player.emailInvalid);

/** Body of POST /api/teams/{id}/players and one roster entry when creating a team. */
export const playerInput = z.object({
  name: playerName,
  email: playerEmail.optional().transform((email) => email ?? null),
  /** A blank (missing or null) handicap becomes the default 18. */
  handicap: playerHandicap.nullish().transform((handicap) => handicap ?? limits.defaultHandicap),
  position: playerPosition,
});
export type PlayerInput = z.infer<typeof playerInput>;
export type PlayerRequest = z.input<typeof playerInput>;

/**
 * PATCH /api/players/{id} for check-in: true checks the player in (checkedInAt is set by the server, a
 * sent value is ignored; checking in again keeps the first time); false undoes a check-in made by mistake.
 */
export const checkInPlayerInput = z.object({
  checkedIn: z.boolean({ error: messages.player.checkInInvalid }),
  checkedInAt: z.string().optional(),
});
export type CheckInPlayerInput = z.infer<typeof checkInPlayerInput>;

/** PATCH /api/players/{id}: an edit (any subset of name, email, handicap, position), a check-in, or both. */
export const updatePlayerInput = z
  .object({
    name: playerName.optional(),
    /** Missing keeps the email; null or blank removes it. */
    email: playerEmail.optional(),
    handicap: playerHandicap.optional(),
    position: playerPosition.optional(),
    checkedIn: checkInPlayerInput.shape.checkedIn.optional(),
    checkedInAt: z.string().optional(),
  })
  .refine(({ checkedInAt: _ignored, ...fields }) => Object.values(fields).some((field) => field !== undefined), {
    error: messages.validation.atLeastOneField,
  });
export type UpdatePlayerInput = z.infer<typeof updatePlayerInput>;
export type UpdatePlayerRequest = z.input<typeof updatePlayerInput>;

export const player = z.object({
  id: entityId,
  name: z.string(),
  email: z.string().nullable(),
  handicap: z.number(),
  position: playerPosition,
  checkedIn: z.boolean(),
  checkedInAt: isoTimestamp.nullable(),
  /** Client form flag only; the API does not send it. */
  isRegistered: z.boolean().optional(),
});
export type Player = z.infer<typeof player>;
