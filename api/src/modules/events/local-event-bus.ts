import type { EventBatch, EventBus, EventBusHandlers } from './event-bus';

/**
 * One process: ids start from the clock (microseconds), so they still increase after a restart and a
 * screen resuming with an old Last-Event-ID is recognised as behind.
 */
export class LocalEventBus implements EventBus {
  private readonly nextIds = new Map<string, number>();
  private handlers: EventBusHandlers | null = null;

  async reserveIds(tournamentId: string, count: number): Promise<number> {
    const first = this.nextIds.get(tournamentId) ?? Date.now() * 1000;
    this.nextIds.set(tournamentId, first + count);
    return first;
  }

  async publish(batch: EventBatch): Promise<void> {
    const handlers = this.handlers;
    if (handlers) setImmediate(() => handlers.batch(batch));
  }

  async start(handlers: EventBusHandlers): Promise<void> {
    this.handlers = handlers;
  }

  async close(): Promise<void> {
    this.handlers = null;
  }
}
