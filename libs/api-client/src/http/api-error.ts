import type { ErrorBody } from '@fairway/contracts/error';

/**
 * A non-OK API response. `message` follows spec section 8 ("404: <body text or status text>"); when the body
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
    return new ApiError(response.status, response.statusText, bodyText, parseErrorBody(bodyText));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// Checked by hand, not with the zod schema: every page that calls the API would otherwise load zod
// (~26 KiB gzipped), which the scorecard's budget cannot carry.
function parseErrorBody(text: string): ErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { statusCode, error, message, details, code } = value as Record<string, unknown>;
    if (typeof statusCode !== 'number' || typeof error !== 'string' || typeof message !== 'string') return null;
    return {
      statusCode,
      error,
      message,
      ...(Array.isArray(details) ? { details: details as ErrorBody['details'] } : {}),
      ...(typeof code === 'string' ? { code } : {}),
    };
  } catch {
    return null;
  }
}
