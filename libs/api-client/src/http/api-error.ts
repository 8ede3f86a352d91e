import type { ErrorBody } from '@fairway/contracts/error';

/**
 * A non-OK API response. `message` reads "404: <body text or status text>"; when the body
 * is our JSON error body, `serverMessage` is its human message and `body` the whole of it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
    readonly body: ErrorBody | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's own words when it sent our error body, else the body text, else the status text. */
  get serverMessage(): string {
    return this.body?.message ?? (this.bodyText || this.statusText);
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const bodyText = await response.text().catch(() => '');
    return new ApiError(response.status, response.statusText, bodyText, await parseErrorBody(bodyText));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The contract's error body checked by hand: zod (~27 KiB gzipped) would otherwise load with the first failed
 * call, and pages on a budget meet ordinary failures too (the clubhouse TV asks for a skins board that a
 * tournament without skins answers with 404). The same rules as `errorBody` in the contracts; a test holds them equal.
 */
export function asErrorBody(value: unknown): ErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const { statusCode, error, message, details, code } = value as Record<string, unknown>;
  if (!Number.isInteger(statusCode) || (statusCode as number) < 400 || (statusCode as number) > 599) return null;
  if (!isText(error) || !isText(message) || (code !== undefined && !isText(code))) return null;
  const detailList = details === undefined ? undefined : Array.isArray(details) ? details : null;
  if (detailList === null) return null;
  if (detailList?.some((detail) => typeof detail !== 'object' || detail === null || !isText(detail.path) || !isText(detail.message))) return null;
  return {
    statusCode: statusCode as number,
    error,
    message,
    ...(detailList ? { details: detailList.map(({ path, message: text }) => ({ path, message: text })) } : {}),
    ...(code !== undefined ? { code } : {}),
  };
}

async function parseErrorBody(text: string): Promise<ErrorBody | null> {
  try {
    return asErrorBody(JSON.parse(text));
  } catch {
    return null;
  }
}
