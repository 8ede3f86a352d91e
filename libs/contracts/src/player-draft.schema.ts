// Player slots of the client forms (join page, manage team, pre-registration) before they become PlayerInput.
import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';
import { playerPosition } from './player.schema';
import { type TeamPlayerUpdate } from './team.schema';

/** The handicap box: blank stays blank (null, 18 at submit); text that is not a number becomes 0. */
function handicapBoxValue(input: unknown): unknown {
  if (input === undefined || input === null) return null;
  if (typeof input === 'number') return input;
  if (typeof input !== 'string' || input.trim() === '') return null;
  const parsed = Number(input.trim());
  return Number.isNaN(parsed) ? 0 : parsed;
}

export function isBlankText(text: string | null | undefined): boolean {
  return (text ?? '').trim() === '';
}

/** A player slot whose handicap must fit the given range (0-36 registration, 0-54 manage team). */
export function playerDraft(handicapRange: z.ZodNumber) {
  return z.object({
    id: z.string().optional(),
    name: z.string().default(''),
    email: z
      .string()
      .nullable()
      .default('')
      .refine((email) => isBlankText(email) || z.email().safeParse(email?.trim()).success, {
        error: messages.player.emailInvalid,
      }),
    handicap: z.preprocess(handicapBoxValue, handicapRange.nullable()),
    position: playerPosition,
  });
}

export interface PlayerDraft {
  id?: string | undefined;
  name: string;
  email: string | null;
  handicap: number | null;
  position: number;
}

export function hasNamedPlayer(players: ReadonlyArray<{ name: string }>): boolean {
  return players.some((entry) => !isBlankText(entry.name));
}

/** Named players only; a blank handicap becomes 18 and a blank email null. Ids of existing players are kept. */
export function toPlayerInputs(players: readonly PlayerDraft[]): TeamPlayerUpdate[] {
  return players
    .filter((entry) => !isBlankText(entry.name))
    .map((entry) => ({
      ...(entry.id ? { id: entry.id } : {}),
      name: entry.name.trim(),
      email: isBlankText(entry.email) ? null : (entry.email ?? '').trim(),
      handicap: entry.handicap ?? limits.defaultHandicap,
      position: entry.position,
    }));
}
