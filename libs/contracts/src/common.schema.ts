import { z } from 'zod';
import { isValidCalendarDate } from './calendar-date';
import { messages } from './messages';

/** Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type accepts (not only RFC 4122 variants). */
export const entityId = z.guid({ error: messages.validation.invalidId });

export const idParams = z.object({ id: entityId });
export type IdParams = z.infer<typeof idParams>;

export const tournamentIdParams = z.object({ tournamentId: entityId });
export type TournamentIdParams = z.infer<typeof tournamentIdParams>;

/** A calendar date 'YYYY-MM-DD' as stored and returned by the API. */
export const calendarDate = z.string().refine(isValidCalendarDate, { error: 'Expected a date as YYYY-MM-DD' });

/** An ISO 8601 timestamp (the API writes UTC with Z). */
export const isoTimestamp = z.iso.datetime({ offset: true });

const plainDecimal = /^-?\d+(\.\d+)?$/;

/**
 * A JSON number, or text that is a plain decimal ("12", "-3.5") as forms and query strings send it. Never
 * a boolean, hex ("0x10"), exponent ("1e3"), padded (" 12 ") or empty text, which JavaScript's Number()
 * would quietly accept.
 */
export function plainNumber(message: string) {
  return z.union([z.number({ error: message }), z.string({ error: message }).regex(plainDecimal, message).transform(Number)], { error: message });
}

export function wholeNumberBetween(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** Runs after a partial update schema: an empty body is a client mistake, not a no-op. */
export function hasAnyDefinedField(value: Record<string, unknown>): boolean {
  return Object.values(value).some((field) => field !== undefined);
}

/** Optional trimmed text: blank, missing or null is null. */
export function optionalText(maxLength: number) {
  const message = messages.validation.tooLong(maxLength);
  return z
    .string({ error: message })
    .trim()
    .max(maxLength, { error: message })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}

/** Trimmed text that must not be blank. */
export function requiredText(message: string, maxLength: number) {
  return z.string({ error: message }).trim().min(1, message).max(maxLength, messages.validation.tooLong(maxLength));
}

/** Email text: blank, missing or null means no email (null); otherwise it must be a valid address. */
export function emailOrNull(invalidMessage: string) {
  return z.union([z.string(), z.null()], { error: invalidMessage }).transform((input, ctx) => {
    const email = input?.trim() ?? '';
    if (email === '') return null;
    if (!z.email().safeParse(email).success) {
      ctx.addIssue({ code: 'custom', message: invalidMessage });
      return z.NEVER;
    }
    return email;
  });
}
