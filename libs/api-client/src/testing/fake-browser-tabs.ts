import type { BrowserTabs } from '../live/shared-live-stream';

interface LockRequest {
  tab: FakeTab;
  callback: () => Promise<void>;
  settle: (error?: Error) => void;
}

/**
 * The tabs of one browser, in memory (jsdom has neither Web Locks nor BroadcastChannel): locks granted in
 * the order asked, messages delivered a moment later to the other channels of the same name. Closing a tab
 * releases its locks and closes its channels, as the browser does when a tab goes away.
 */
export class FakeBrowser {
  private readonly holders = new Map<string, LockRequest>();
  private readonly queues = new Map<string, LockRequest[]>();
  readonly channels = new Set<FakeChannel>();

  tab(): FakeTab {
    return new FakeTab(this);
  }

  request(name: string, request: LockRequest, signal: AbortSignal): void {
    this.queues.set(name, [...(this.queues.get(name) ?? []), request]);
    signal.addEventListener('abort', () => {
      if (this.dequeue(name, request)) request.settle(new DOMException('aborted', 'AbortError'));
    });
    this.grant(name);
  }

  closeTab(tab: FakeTab): void {
    for (const [name, queue] of this.queues) queue.filter((request) => request.tab === tab).forEach((request) => this.dequeue(name, request));
    for (const [name, holder] of this.holders) if (holder.tab === tab) this.release(name);
    [...this.channels].filter((channel) => channel.tab === tab).forEach((channel) => channel.close());
  }

  private dequeue(name: string, request: LockRequest): boolean {
    const queue = this.queues.get(name) ?? [];
    if (!queue.includes(request)) return false;
    this.queues.set(
      name,
      queue.filter((waiting) => waiting !== request),
    );
    return true;
  }

  private grant(name: string): void {
    const next = this.queues.get(name)?.[0];
    if (this.holders.has(name) || !next) return;
    this.dequeue(name, next);
    this.holders.set(name, next);
    queueMicrotask(
      () =>
        void next.callback().then(() => {
          if (this.holders.get(name) === next) this.release(name);
        }),
    );
  }

  private release(name: string): void {
    this.holders.get(name)?.settle();
    this.holders.delete(name);
    this.grant(name);
  }
}

export class FakeTab implements BrowserTabs {
  constructor(private readonly browser: FakeBrowser) {}

  readonly locks = {
    request: ((name: string, options: { signal: AbortSignal }, callback: () => Promise<void>) =>
      new Promise<void>((resolve, reject) => {
        this.browser.request(name, { tab: this, callback, settle: (error) => (error ? reject(error) : resolve()) }, options.signal);
      })) as unknown as LockManager['request'],
  };

  channel(name: string): BroadcastChannel {
    const channel = new FakeChannel(name, this, this.browser);
    this.browser.channels.add(channel);
    return channel as unknown as BroadcastChannel;
  }

  /** The tab goes away without a word, as when it is closed or crashes. */
  close(): void {
    this.browser.closeTab(this);
  }
}

class FakeChannel {
  onmessage: ((message: MessageEvent) => void) | null = null;

  constructor(
    readonly name: string,
    readonly tab: FakeTab,
    private readonly browser: FakeBrowser,
  ) {}

  postMessage(data: unknown): void {
    const text = JSON.stringify(data);
    for (const channel of this.browser.channels) {
      if (channel === this || channel.name !== this.name) continue;
      queueMicrotask(() => {
        if (this.browser.channels.has(channel)) channel.onmessage?.({ data: JSON.parse(text) as unknown } as MessageEvent);
      });
    }
  }

  close(): void {
    this.browser.channels.delete(this);
  }
}
