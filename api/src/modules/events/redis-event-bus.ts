import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import type { EventBatch, EventBus, EventBusHandlers } from './event-bus';

const CHANNEL = 'fairway:live-events';
/** How long start-up waits for Redis before serving without it (the bus joins when Redis answers). */
const CONNECT_WAIT_MS = 2_000;

type RedisClient = ReturnType<typeof createClient>;

/**
 * Several replicas: batches through one Redis pub/sub channel. Redis keeps nothing the events need (ids come
 * from PostgreSQL), so a restart or a flush only costs the batches published while it was away: each replica
 * then sends its streams a snapshot, and this one still delivers its own batches to its own streams. A
 * replica that starts while Redis is down serves its own streams alone and joins the channel once Redis answers.
 */
export class RedisEventBus implements EventBus {
  private readonly logger = new Logger(RedisEventBus.name);
  private readonly commands: RedisClient;
  private readonly subscriber: RedisClient;
  private handlers: EventBusHandlers | null = null;
  /** Subscribed to the channel at least once (node-redis subscribes again by itself after a reconnect). */
  private joined = false;

  constructor(url: string) {
    const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** retries, 2_000);
    // Without Redis a publish fails at once (and is delivered here) rather than queueing until it returns.
    this.commands = createClient({ url, socket: { reconnectStrategy }, disableOfflineQueue: true });
    this.subscriber = createClient({ url, socket: { reconnectStrategy } });
    for (const client of [this.commands, this.subscriber]) client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** Subscribed now: a batch published reaches this replica's streams through the channel. */
  get listening(): boolean {
    return this.joined && this.subscriber.isReady;
  }

  async publish(batch: EventBatch): Promise<void> {
    const handlers = this.handlers;
    // Not subscribed (Redis just came back, or the subscriber lags): this replica's streams get it directly too;
    // a batch that also arrives through the channel is dropped there as one already delivered.
    if (handlers && !this.listening) setImmediate(() => handlers.batch(batch));
    try {
      await this.commands.publish(CHANNEL, JSON.stringify(batch));
    } catch (error) {
      if (handlers && this.listening) setImmediate(() => handlers.batch(batch));
      throw error;
    }
  }

  async start(handlers: EventBusHandlers): Promise<void> {
    this.handlers = handlers;
    let startReturned = false;
    // After a reconnect, whatever was published meanwhile never reached this replica.
    this.subscriber.on('ready', () => {
      if (this.joined) handlers.gap();
    });
    // connect() resolves only once Redis answers (the client keeps trying). A subscription queued before the connection is up is lost by the client: subscribe once connected.
    const joining = Promise.all([this.commands.connect(), this.subscriber.connect()])
      .then(() => this.subscriber.subscribe(CHANNEL, (message) => handlers.batch(JSON.parse(message) as EventBatch)))
      .then(
        () => {
          this.joined = true;
          if (!startReturned) return;
          this.logger.log('Redis answers: live events shared with the other replicas again');
          handlers.gap();
        },
        (error: unknown) => this.logger.warn(`Live events not shared through Redis: ${error instanceof Error ? error.message : String(error)}`),
      );
    await Promise.race([joining, sleep(CONNECT_WAIT_MS)]);
    startReturned = true;
    if (!this.joined) this.logger.warn('Redis does not answer: live events stay within this replica until it does');
  }

  async close(): Promise<void> {
    this.handlers = null;
    await Promise.allSettled([this.subscriber, this.commands].map(async (client) => (client.isReady ? client.quit() : client.destroy())));
  }
}
