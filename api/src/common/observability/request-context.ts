import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
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
