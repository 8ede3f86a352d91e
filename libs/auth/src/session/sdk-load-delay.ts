/** Never before the page's first work is done. */
export const firstWorkMs = 3_000;
/** The SDK is loaded this long before the stored token runs out, to renew it before any request needs it. */
export const renewAheadMs = 5 * 60_000;

/** How long a page with a readable stored session waits before loading the identity SDK. */
export function sdkLoadDelayMs(expiresAt: number, now: number): number {
  return Math.max(firstWorkMs, expiresAt - renewAheadMs - now);
}
