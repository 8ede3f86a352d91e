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

// The schema (and zod) load only when an error arrives: pages that never fail, like the clubhouse TV on its
// 150 KiB budget, never pay for them.
async function parseErrorBody(text: string): Promise<ErrorBody | null> {
  try {
    const { errorBody } = await import('@fairway/contracts/error');
    const parsed = errorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
