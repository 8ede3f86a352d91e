import { Logger } from '@nestjs/common';
import { createClient } from 'redis';
import type { EventBatch, EventBus, EventBusHandlers } from './event-bus';

const CHANNEL = 'fairway:live-events';
const sequenceKey = (tournamentId: string) => `fairway:live-events:seq:${tournamentId}`;

type RedisClient = ReturnType<typeof createClient>;

/** Several replicas: ids from one Redis counter per tournament, batches through one pub/sub channel. */
export class RedisEventBus implements EventBus {
  private readonly logger = new Logger(RedisEventBus.name);
  private readonly commands: RedisClient;
  private readonly subscriber: RedisClient;

  constructor(url: string) {
    const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** retries, 5_000);
    this.commands = createClient({ url, socket: { reconnectStrategy } });
    this.subscriber = createClient({ url, socket: { reconnectStrategy } });
    for (const client of [this.commands, this.subscriber]) client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  async reserveIds(tournamentId: string, count: number): Promise<number> {
    const last = await this.commands.incrBy(sequenceKey(tournamentId), count);
    return Number(last) - count + 1;
  }

  async publish(batch: EventBatch): Promise<void> {
    await this.commands.publish(CHANNEL, JSON.stringify(batch));
  }

  async start(handlers: EventBusHandlers): Promise<void> {
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
    await Promise.allSettled([this.subscriber.quit(), this.commands.quit()]);
  }
}
