import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The name of the unique or foreign-key constraint a failed query broke, if that is why it failed. */
export function violatedConstraint(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const { code, constraint } = error.driverError as { code?: string; constraint?: string };
  if (code !== UNIQUE_VIOLATION && code !== FOREIGN_KEY_VIOLATION) return null;
  return constraint ?? null;
}

/** Text PostgreSQL cannot store (a NUL character): the client's input, not a server fault. */
export function isUnstorableText(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code } = error.driverError as { code?: string };
  return code === '22021' || code === '22P05';
}
