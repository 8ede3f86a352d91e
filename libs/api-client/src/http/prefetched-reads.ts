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
  /**
   * Anonymous because nobody is signed in on this phone: the visitor's own answer, which their first render may
   * show. Still never handed to a request that carries a token (after they sign in).
   */
  visitor?: boolean;
  startedAt: number;
  /** The answer's JSON once it has arrived and been read (an OK answer only). */
  json?: { data: unknown };
  /** Settles once the answer has been read (or has failed): `json` is then set if it ever will be. */
  settled?: Promise<void>;
}

type ReadsSlot = { [slot]?: Map<string, PrefetchedRead> };

function reads(): Map<string, PrefetchedRead> {
  const holder = globalThis as ReadsSlot;
  holder[slot] ??= new Map();
  return holder[slot];
}

/**
 * Starts a GET of our API now, for the page to take later with takePrefetchedRead. A personal read goes with
 * the stored session's ID token when there is one (the answer is the signed-in member's), else anonymously.
 */
export function prefetchRead(
  path: string,
  { anonymous = false, token, visitor = false }: { anonymous?: boolean; token?: string; visitor?: boolean } = {},
): void {
  if (reads().has(path)) return;
  const headers: Record<string, string> = { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = fetch(path, { credentials: 'include', headers });
  const read: PrefetchedRead = { response, anonymous: anonymous && !token, visitor: anonymous && !token && visitor, startedAt: Date.now() };
  // Read at once from a copy (registered before any taker's, so the body is still unread), for pages that
  // render their first frame from it; a failed prefetch is asked again by the page and must not surface as an
  // unhandled rejection.
  read.settled = response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .then((data: unknown) => {
      if (data !== undefined) read.json = { data };
    })
    .catch(() => undefined);
  reads().set(path, read);
}

/**
 * Settles when every read prefetched so far has been answered and read (or has failed): the shell's first
 * render waits for it (bounded), so the page's first frame has its data rather than a loading state.
 */
export function prefetchedReadsSettled(): Promise<void> {
  return Promise.all([...reads().values()].map((read) => read.settled)).then(() => undefined);
}

/**
 * The JSON of a public prefetched read that has already arrived, without taking it (the query that renders
 * from it still takes the answer instead of asking again): a page's first frame shows the data straight away
 * rather than a loading state followed by a second render a moment later.
 */
export function prefetchedJson(path: string): { data: unknown; at: number } | undefined {
  const read = reads().get(path);
  if (!read?.json || (read.anonymous && !read.visitor) || Date.now() - read.startedAt > maxAgeMs) return undefined;
  return { data: read.json.data, at: read.startedAt };
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
