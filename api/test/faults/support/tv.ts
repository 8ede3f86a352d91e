import { setTimeout as sleep } from 'node:timers/promises';
import type { LeaderboardResponse } from '@fairway/contracts';

export interface TvEvent {
  id: number;
  type: string;
  /** When it arrived (Date.now()). */
  at: number;
}

/**
 * A clubhouse TV: the event stream through one address, opened again (with Last-Event-ID) whenever it ends,
 * as the browser's EventSource and useTournamentEvents do. Keeps every event id in arrival order.
 */
export class Tv {
  readonly events: TvEvent[] = [];
  board: LeaderboardResponse | null = null;
  reconnects = 0;
  /** Every `retry:` the server sent (3000 as a stream opens, a shorter one as a draining replica closes it). */
  readonly retryHints: number[] = [];
  private running = true;
  private controller = new AbortController();
  private readonly loop: Promise<void>;

  /** `lastId`: the id a TV resuming elsewhere starts from (sent as Last-Event-ID, as EventSource does). */
  constructor(
    private readonly url: string,
    private lastId = 0,
  ) {
    this.loop = this.watch();
  }

  /** The last id received (or resumed from). */
  get lastEventId(): number {
    return this.lastId;
  }

  /** Ids of events that carried one, in arrival order. */
  get ids(): number[] {
    return this.events.filter((event) => event.id > 0).map((event) => event.id);
  }

  /**
   * The longest time between two events this TV received, heartbeats aside: how long its board stood still.
   * Gaps that overlap one of `except` (windows of Date.now() times) are left out.
   */
  longestGapMs(except: Array<[number, number]> = []): number {
    const gaps = this.events.slice(1).map((event, index) => ({ from: this.events[index]!.at, to: event.at }));
    const kept = gaps.filter((gap) => !except.some(([from, to]) => gap.from < to && gap.to > from));
    return Math.max(0, ...kept.map((gap) => gap.to - gap.from));
  }

  /** Resolves with the first id above `id` this TV receives; rejects after `timeoutMs`. */
  async idAbove(id: number, timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.ids.find((seen) => seen > id);
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`the TV got no id above ${id} within ${timeoutMs} ms (last: ${JSON.stringify(this.events.at(-1))})`);
      await sleep(50);
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    this.controller.abort();
    await this.loop;
  }

  private async watch(): Promise<void> {
    while (this.running) {
      try {
        await this.read();
      } catch {
        // the stream broke: open it again, as EventSource does
      }
      if (!this.running) return;
      this.reconnects += 1;
      await sleep(300);
    }
  }

  private async read(): Promise<void> {
    this.controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (this.lastId > 0) headers['last-event-id'] = String(this.lastId);
    const response = await fetch(this.url, { headers, signal: this.controller.signal });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        this.message(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  private message(text: string): void {
    const fields = new Map<string, string>();
    for (const line of text.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
    }
    if (fields.has('retry')) this.retryHints.push(Number(fields.get('retry')));
    const type = fields.get('event');
    if (!type || type === 'heartbeat') return;
    const id = Number(fields.get('id') ?? 0);
    if (id > 0) this.lastId = id;
    this.events.push({ id, type, at: Date.now() });
    if (type === 'leaderboard') this.board = JSON.parse(fields.get('data') ?? 'null') as LeaderboardResponse;
  }
}
