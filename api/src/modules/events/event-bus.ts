import type { LiveEvent } from '@fairway/contracts/live-event';

/**
 * The events of one change of a tournament. Ids come from a range reserved (EventIdsRepository) before the change was
 * read, so a later range always carries a newer board; events use some of its ids, in order.
 */
export interface EventBatch {
  tournamentId: string;
  firstId: number;
  lastId: number;
  events: LiveEvent[];
  /** The write version read before the batch's board was built (see BoardVersions). */
  boardVersion?: { shared: boolean; value: number };
}

export interface EventBusHandlers {
  batch(batch: EventBatch): void;
  /** Events may have been missed (a reconnect): boards must be re-read. */
  gap(): void;
}

/** Carries batches to every API process: in this process alone, or through Redis pub/sub. */
export interface EventBus {
  publish(batch: EventBatch): Promise<void>;
  start(handlers: EventBusHandlers): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');
