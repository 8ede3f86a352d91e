/** What every outbox tells its page: whether a round is sending, and whether the last one reached the server. */
export interface RoundStatus {
  sending: boolean;
  offline: boolean;
}

/**
 * The sending rounds an outbox runs (the scorecard's scores, a volunteer station's entries): one round at a
 * time, a flush asked for during a round runs another right after it, and a round that cannot reach the server
 * marks the outbox offline and ends. Subclasses say what waits, how it is sent and how the status is read back.
 */
export abstract class OutboxRounds<Status extends RoundStatus, Item> {
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | undefined;
  private again = false;

  protected constructor(private status: Status) {}

  getStatus = (): Status => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Sends everything waiting; a flush asked for while one runs runs again right after it. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.roundsEnded(this.drain()).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Reads what waits and what failed back from the phone's store into the status. */
  abstract refresh(): Promise<void>;

  /** The items waiting to be sent, in order. */
  protected abstract waitingItems(): Promise<Item[]>;

  /** Sends them; throws (ending the round as offline) when the server could not be reached or failed for now. */
  protected abstract sendAll(items: Item[]): Promise<void>;

  /** What a round's unexpected failure becomes for the flush's caller (by default, its rejection). */
  protected roundsEnded(rounds: Promise<void>): Promise<void> {
    return rounds;
  }

  protected setStatus(change: Partial<Status>): void {
    this.status = { ...this.status, ...change };
    for (const listener of this.listeners) listener();
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      await this.sendWaiting();
    } while (this.again && !this.status.offline);
  }

  private async sendWaiting(): Promise<void> {
    const waiting = await this.waitingItems();
    if (waiting.length === 0) return this.refresh();
    this.setStatus({ sending: true } as Partial<Status>);
    try {
      await this.sendAll(waiting);
      this.setStatus({ offline: false } as Partial<Status>);
    } catch {
      this.setStatus({ offline: true } as Partial<Status>);
    } finally {
      this.setStatus({ sending: false } as Partial<Status>);
      await this.refresh();
    }
  }
}
