import type { RemoteName } from '@fairway/contracts';

export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`Remote "${remote}" is unavailable: ${reason}`);
  }
}
