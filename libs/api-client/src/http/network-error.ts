/** The request never got an answer (offline, DNS, connection reset): worth retrying, unlike an ApiError. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(`Network request to ${path} failed`, options);
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
