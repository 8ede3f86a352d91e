import type { EventBatch, EventBus, EventBusHandlers } from './event-bus';

/** One process: batches go straight to this process's streams. */
export class LocalEventBus implements EventBus {
  private handlers: EventBusHandlers | null = null;

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
