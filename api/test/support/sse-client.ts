import { type LiveEvent, parseLiveEvent } from '@fairway/contracts/live-event';

export type EventOf<T extends LiveEvent['type']> = Extract<LiveEvent, { type: T }>;

export interface SseStream {
  events: LiveEvent[];
  /** Raw text received, heartbeats included. */
  text(): string;
  /** The first event of that type (after `after` events) matching, waiting up to `timeoutMs`. */
  next<T extends LiveEvent['type']>(type: T, match?: (event: EventOf<T>) => boolean, options?: { after?: number; timeoutMs?: number }): Promise<EventOf<T>>;
  close(): void;
}

/** A real HTTP client of the event stream: reads messages as they arrive and parses them with the contract. */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let raw = '';
  let buffer = '';
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        raw += text;
        buffer += text;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            message
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
          );
          const event = fields.event && fields.data ? parseLiveEvent(fields.event, fields.id ?? '0', fields.data) : null;
          if (event) events.push(event);
          end = buffer.indexOf('\n\n');
        }
        waiters.forEach((wake) => wake());
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    text: () => raw,
    next<T extends LiveEvent['type']>(type: T, match: (event: EventOf<T>) => boolean = () => true, { after = 0, timeoutMs = 5_000 } = {}) {
      return new Promise<EventOf<T>>((resolve, reject) => {
        const check = () => {
          const found = events.slice(after).find((event): event is EventOf<T> => event.type === type && match(event as EventOf<T>));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${events.map((event) => `${event.type}#${event.id}`).join(', ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

/**
 * The bound an HTTP test holds a live event to after the write that makes it. The product's promise (on every
 * screen within a second) is measured by the benchmarks on a quiet machine; a test shares two cores with the
 * whole suite, so it proves the event was pushed by the write (no poll, no retry) within a bound load cannot break.
 */
export const pushedWithinMs = 2_500;
