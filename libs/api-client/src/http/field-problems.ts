import { isApiError } from './api-error';

/**
 * A refused write's messages by field, from the error body's `details` (the first message per field): only the
 * paths under `prefix` (`details.`), without it, so a form's own field names find them. Anything else: none.
 */
export function fieldProblems(error: unknown, prefix = ''): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isApiError(error)) return problems;
  for (const { path, message } of error.body?.details ?? []) {
    if (!path.startsWith(prefix)) continue;
    const field = path.slice(prefix.length);
    problems[field] ??= message;
  }
  return problems;
}
