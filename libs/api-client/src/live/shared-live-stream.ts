import type { LiveEvent } from '@fairway/contracts/live-event';
import { type LiveConnection, LiveStreamConnection, type LiveStreamHandlers } from './live-stream-connection';

/** What the tabs following one tournament tell each other. */
interface TabMessage {
  /** A tab that just started asks the leader for the state so far, giving its own id. */
  hello?: string;
  /** The leader's answer to one tab's hello: the other tabs have those events already. */
  to?: string;
  connection?: LiveConnection;
  events?: LiveEvent[];
  lastEventId?: number | null;
}

/** The Web Locks and BroadcastChannel of this browser (tests give in-memory ones). */
export interface BrowserTabs {
  locks: Pick<LockManager, 'request'>;
  channel(name: string): BroadcastChannel;
}

// Web Locks need a secure context (HTTPS or localhost): elsewhere each tab holds its own stream, as before.
function browserTabs(): BrowserTabs | null {
  if (typeof BroadcastChannel === 'undefined' || typeof navigator === 'undefined' || !navigator.locks) return null;
  return { locks: navigator.locks, channel: (name) => new BroadcastChannel(name) };
}

/** Events that tell of a moment, not of how things stand now: a tab that starts later is not told them again. */
const momentTypes: ReadonlyArray<LiveEvent['type']> = ['activity', 'hole-scores'];

/**
 * A tournament's event stream shared by every tab of the browser that follows it. Over HTTP/1.1 a
 * browser keeps at most 6 connections to a host, so a stream per tab left the seventh tab without events
 * and the eighth without a page. The tab holding the Web Lock named after the tournament is the leader:
 * it alone opens the stream and passes each event and its connection state on through a BroadcastChannel.
 * When it closes, the browser releases its lock and the next tab in line opens the stream at once,
 * resuming after the last event id every tab has seen.
 */
export class SharedLiveStream {
  private readonly id = Math.random().toString(36).slice(2);
  /** The last event of each kind that says how things stand: a starting tab's catch-up, like a fresh stream's snapshot. */
  private readonly latest = new Map<LiveEvent['type'], LiveEvent>();
  private readonly abort = new AbortController();
  private connection: LiveConnection = 'connecting';
  private lastEventId: number | null = null;
  private channel: BroadcastChannel | null = null;
  private stream: LiveStreamConnection | null = null;
  private release = () => {};

  constructor(
    private readonly tournamentId: string,
    private readonly handlers: LiveStreamHandlers,
    private readonly tabs = browserTabs(),
  ) {}

  start(): void {
    if (!this.tabs) {
      this.stream = new LiveStreamConnection(this.tournamentId, this.handlers);
      this.stream.start();
      return;
    }
    const name = `fairway-live:${this.tournamentId}`;
    this.channel = this.tabs.channel(name);
    this.channel.onmessage = ({ data }: MessageEvent<TabMessage>) => this.hear(data);
    this.handlers.connection('connecting');
    this.post({ hello: this.id });
    this.tabs.locks.request(name, { signal: this.abort.signal }, () => this.lead()).catch(() => {});
  }

  stop(): void {
    this.abort.abort();
    this.release();
    this.stream?.stop();
    this.channel?.close();
  }

  /** Holds the lock, and the stream, until this tab stops following the tournament or closes. */
  private lead(): Promise<void> {
    if (this.abort.signal.aborted) return Promise.resolve();
    this.stream = new LiveStreamConnection(
      this.tournamentId,
      {
        event: (event) => {
          this.take(event);
          this.post({ events: [event] });
        },
        // Taking over, the tabs keep the state they had until the new stream opens or fails.
        connection: (state) => state !== 'connecting' && this.announce(state),
      },
      this.lastEventId,
    );
    this.stream.start();
    return new Promise((resolve) => (this.release = resolve));
  }

  private hear({ hello, to, connection, events, lastEventId }: TabMessage): void {
    if (this.stream) {
      if (hello) this.post({ to: hello, connection: this.connection, events: [...this.latest.values()], lastEventId: this.lastEventId });
      return;
    }
    if (hello || (to && to !== this.id)) return;
    if (connection) this.setConnection(connection);
    events?.forEach((event) => this.take(event));
    this.resumeAfter(lastEventId ?? 0);
  }

  private announce(connection: LiveConnection): void {
    this.setConnection(connection);
    this.post({ connection });
  }

  private setConnection(connection: LiveConnection): void {
    this.connection = connection;
    this.handlers.connection(connection);
  }

  private take(event: LiveEvent): void {
    this.resumeAfter(event.id);
    if (!momentTypes.includes(event.type)) this.latest.set(event.type, event);
    this.handlers.event(event);
  }

  /** Ids only grow (a snapshot's events have none, and the leader's answer may hold older ones). */
  private resumeAfter(id: number): void {
    if (id > (this.lastEventId ?? 0)) this.lastEventId = id;
  }

  private post(message: TabMessage): void {
    this.channel?.postMessage(message);
  }
}
