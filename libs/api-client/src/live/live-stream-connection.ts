import type { LiveEvent } from '@fairway/contracts/live-event';
import { liveEventTypes, liveHeartbeat, type LiveHeartbeatData } from '@fairway/contracts/live-stream';

// Events come from our own API, which builds them from the contracts' types; they are not checked with zod
// here, which alone would cost the clubhouse TV about a fifth of its 150 KiB JavaScript budget.
function readLiveEvent(type: LiveEvent['type'], id: string, dataText: string): LiveEvent | null {
  try {
    const data = JSON.parse(dataText) as { tournamentId?: unknown } | null;
    if (typeof data?.tournamentId !== 'string') return null;
    return { type, id: Number(id) || 0, tournamentId: data.tournamentId, data } as LiveEvent;
  } catch {
    return null;
  }
}

export type LiveConnection = 'connecting' | 'live' | 'reconnecting';

export interface LiveStreamHandlers {
  event(event: LiveEvent): void;
  connection(state: LiveConnection): void;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** Until the stream says how often it beats: the API's default of 15 s. */
const DEFAULT_HEARTBEAT_MS = 15_000;

/** 1 s, 2 s, 4 s ... 30 s, each with up to 20% jitter so a room of screens does not reconnect in one burst. */
export function retryDelay(attempt: number, random = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(base * (1 + random() * 0.2));
}

export function eventsUrl(tournamentId: string, lastEventId: number | null): string {
  const path = `/api/tournaments/${encodeURIComponent(tournamentId)}/events`;
  return lastEventId ? `${path}?lastEventId=${lastEventId}` : path;
}

/**
 * One tournament's event stream, kept open: on any error the EventSource is closed and opened again
 * after a growing delay, resuming after the last event id it saw. A stream that stays silent for three
 * heartbeats is taken as dead the same way: a connection dropped without a word (a clubhouse router
 * restarting, a phone changing networks) may not raise an error for many minutes.
 */
export class LiveStreamConnection {
  private source: EventSource | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private heartbeatMs = DEFAULT_HEARTBEAT_MS;
  private attempt = 0;
  private stopped = false;

  /** `lastEventId`: where another tab's stream of this browser left off, for a stream that takes over from it. */
  constructor(
    private readonly tournamentId: string,
    private readonly handlers: LiveStreamHandlers,
    private lastEventId: number | null = null,
  ) {}

  start(): void {
    if (typeof EventSource === 'undefined') {
      this.handlers.connection('reconnecting');
      return;
    }
    this.handlers.connection('connecting');
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.source?.close();
    this.source = null;
  }

  private open(): void {
    const source = new EventSource(eventsUrl(this.tournamentId, this.lastEventId));
    this.source = source;
    source.onopen = () => {
      this.attempt = 0;
      this.handlers.connection('live');
      this.heard(source);
    };
    source.onerror = () => this.retry(source);
    source.addEventListener(liveHeartbeat.type, (message) => this.beat(source, message as MessageEvent<string>));
    for (const type of liveEventTypes) source.addEventListener(type, (message) => this.receive(source, type, message as MessageEvent<string>));
    this.heard(source);
  }

  private beat(source: EventSource, message: MessageEvent<string>): void {
    try {
      const { seconds } = JSON.parse(message.data) as Partial<LiveHeartbeatData>;
      if (typeof seconds === 'number' && seconds > 0) this.heartbeatMs = seconds * 1000;
    } catch {
      // a heartbeat without data still says the stream is alive
    }
    this.heard(source);
  }

  /** The stream spoke: it is dead only if it stays silent for three more heartbeats. */
  private heard(source: EventSource): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.retry(source), this.heartbeatMs * liveHeartbeat.missedBeforeReconnect);
  }

  private receive(source: EventSource, type: LiveEvent['type'], message: MessageEvent<string>): void {
    this.heard(source);
    const event = readLiveEvent(type, message.lastEventId || '0', message.data);
    if (!event) return;
    if (event.id > 0) this.lastEventId = event.id;
    this.handlers.event(event);
  }

  private retry(source: EventSource): void {
    source.close();
    if (this.stopped || this.source !== source) return;
    if (this.watchdog) clearTimeout(this.watchdog);
    this.source = null;
    this.handlers.connection('reconnecting');
    this.retryTimer = setTimeout(() => this.open(), retryDelay(this.attempt++));
  }
}
