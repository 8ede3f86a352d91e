// Reads a page will make first, started by the page's HTML before any app code has loaded (the shell's
// route preload). The first GET of the same path takes the answer instead of asking the API again. The
// shell and every remote bundle their own copy of this library, so the reads live in one slot on the
// page's global object.
const slot = Symbol.for('fairway-fund.api-client.prefetched-reads');

/** A prefetched answer older than this is not handed out: the page has been open a while, ask afresh. */
const maxAgeMs = 30_000;

interface PrefetchedRead {
  response: Promise<Response>;
  /** Answered without the user's token: a signed-in user's request would get more (a team's invite code). */
  anonymous: boolean;
  startedAt: number;
}

type ReadsSlot = { [slot]?: Map<string, PrefetchedRead> };

function reads(): Map<string, PrefetchedRead> {
  const holder = globalThis as ReadsSlot;
  holder[slot] ??= new Map();
  return holder[slot];
}

/** Starts a public GET of our API now, for the page to take later with takePrefetchedRead. */
export function prefetchRead(path: string, { anonymous = false }: { anonymous?: boolean } = {}): void {
  if (reads().has(path)) return;
  const response = fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  // A failed prefetch is asked again by the page; it must not surface as an unhandled rejection.
  response.catch(() => undefined);
  reads().set(path, { response, anonymous, startedAt: Date.now() });
}

/**
 * The prefetched answer for a GET of `path`, once: undefined when none was started, it is too old, or it
 * was answered anonymously while this request carries a token. A prefetch that failed or met a server error
 * yields a fresh request instead.
 */
export function takePrefetchedRead(path: string, { withToken }: { withToken: boolean }, fetchAgain: () => Promise<Response>): Promise<Response> | undefined {
  const read = reads().get(path);
  if (!read) return undefined;
  reads().delete(path);
  if (Date.now() - read.startedAt > maxAgeMs || (read.anonymous && withToken)) return undefined;
  return read.response.then(
    (response) => (response.status >= 500 ? fetchAgain() : response),
    () => fetchAgain(),
  );
}
