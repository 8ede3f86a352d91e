import type { LiveEvent } from '@fairway/contracts/live-event';

/**
 * jsdom has no EventSource: a stand-in that records the streams a page opens and lets a test open them,
 * push events and break them. Install with `FakeEventSource.install()`.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(message: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static install(): void {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances[FakeEventSource.instances.length - 1];
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.();
  }

  push(event: LiveEvent): void {
    const message = { data: JSON.stringify(event.data), lastEventId: String(event.id) } as MessageEvent<string>;
    this.listeners.get(event.type)?.forEach((listener) => listener(message));
  }

  /** A message of a type that is not a tournament event (the heartbeat). */
  message(type: string, data: unknown): void {
    const message = { data: JSON.stringify(data), lastEventId: '' } as MessageEvent<string>;
    this.listeners.get(type)?.forEach((listener) => listener(message));
  }

  fail(): void {
    this.onerror?.();
  }
}
