import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
  /** What the request worked out once and asks again (the caller's role on a tournament). */
  memo?: Map<string, unknown>;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** A caller's own id is kept when it is a plain token (a balancer's or a client's), else a new one is made. */
const saneRequestId = /^[\w.:@-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && saneRequestId.test(given) ? given : randomUUID();
}

/** Runs `work` (a request's handling) with its id available to every log line written meanwhile. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * `compute()` once per request for `key` (its promise is kept, so concurrent asks share it); outside a request
 * (a job, a test calling a service) it is computed every time.
 */
export function requestMemo<T>(key: string, compute: () => T): T {
  const store = storage.getStore();
  if (!store) return compute();
  store.memo ??= new Map();
  if (!store.memo.has(key)) store.memo.set(key, compute());
  return store.memo.get(key) as T;
}
