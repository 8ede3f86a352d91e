import { z } from 'zod';
import { messages } from './messages';

export const errorDetail = z.object({
  /** Dotted path of the offending field, e.g. 'players.0.name'; '' for the whole body. */
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetail>;

/** Every non-OK API response body. */
export const errorBody = z.object({
  statusCode: z.number().int().min(400).max(599),
  error: z.string(),
  message: z.string(),
  details: z.array(errorDetail).optional(),
  /** The module's error code (e.g. TOURNAMENT_NOT_FOUND), for clients that branch on the kind of failure. */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export function toErrorDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The 400 body for a request that failed a contract schema: the first problem is the message. */
export function validationErrorBody(error: z.ZodError): ErrorBody {
  const details = toErrorDetails(error);
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: details[0]?.message ?? messages.validation.validationFailed,
    details,
  };
}
