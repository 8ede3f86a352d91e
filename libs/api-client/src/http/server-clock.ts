// The phone's clock may be minutes off; a countdown to a close the server decides must run on the server's.
// Every answer's Date header (whole seconds) is a sample of the server's clock taken no later than the answer
// arrived, so each sample is at or below the true offset: the largest one seen is the closest.

/** Below this the samples cannot tell an offset from the header's rounding and the trip's time. */
const noticeableMs = 2_000;

let bestSampleMs: number | null = null;

/** Notes one answer's Date header (none, or not a date: nothing learnt). */
export function noteServerDate(response: Pick<Response, 'headers'>, receivedAt = Date.now()): void {
  const header = response.headers?.get('date');
  const serverMs = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(serverMs)) return;
  const sample = serverMs - receivedAt;
  bestSampleMs = bestSampleMs === null ? sample : Math.max(bestSampleMs, sample);
}

/** How far the server's clock is ahead of the phone's (0 until an answer showed a noticeable difference). */
export function serverClockOffsetMs(): number {
  return bestSampleMs !== null && Math.abs(bestSampleMs) >= noticeableMs ? bestSampleMs : 0;
}

/** The server's time now, as well as the phone can tell. */
export function serverNow(): number {
  return Date.now() + serverClockOffsetMs();
}

/** Tests only: forget what was learnt. */
export function resetServerClock(): void {
  bestSampleMs = null;
}
