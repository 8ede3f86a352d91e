import { Logger } from '@nestjs/common';
import { createClient } from 'redis';
import type { EventBatch, EventBus, EventBusHandlers } from './event-bus';

const CHANNEL = 'fairway:live-events';

type RedisClient = ReturnType<typeof createClient>;

/**
 * Several replicas: batches through one Redis pub/sub channel. Redis keeps nothing the events need (ids come
 * from PostgreSQL), so a restart or a flush only costs the batches published while it was away: each replica
 * then sends its streams a snapshot, and this one still delivers its own batches to its own streams.
 */
export class RedisEventBus implements EventBus {
  private readonly logger = new Logger(RedisEventBus.name);
  private readonly commands: RedisClient;
  private readonly subscriber: RedisClient;
  private handlers: EventBusHandlers | null = null;

  constructor(url: string) {
    const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** retries, 2_000);
    // Without Redis a publish fails at once (and is delivered here) rather than queueing until it returns.
    this.commands = createClient({ url, socket: { reconnectStrategy }, disableOfflineQueue: true });
    this.subscriber = createClient({ url, socket: { reconnectStrategy } });
    for (const client of [this.commands, this.subscriber]) client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  async publish(batch: EventBatch): Promise<void> {
    try {
      await this.commands.publish(CHANNEL, JSON.stringify(batch));
    } catch (error) {
      const handlers = this.handlers;
      if (handlers) setImmediate(() => handlers.batch(batch));
      throw error;
    }
  }

  async start(handlers: EventBusHandlers): Promise<void> {
    this.handlers = handlers;
    let connectedBefore = false;
    // After a reconnect, whatever was published meanwhile never reached this replica.
    this.subscriber.on('ready', () => {
      if (connectedBefore) handlers.gap();
      connectedBefore = true;
    });
    await Promise.all([this.commands.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(CHANNEL, (message) => handlers.batch(JSON.parse(message) as EventBatch));
  }

  async close(): Promise<void> {
    this.handlers = null;
    await Promise.allSettled([this.subscriber.quit(), this.commands.quit()]);
  }
}
