import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';

/** How long start-up waits for Redis before serving without it (it joins when it answers). */
const CONNECT_WAIT_MS = 2_000;
/** A command a stalled Redis has not answered by then is given up (the caller falls back to this process). */
const COMMAND_WAIT_MS = 500;

export type SharedRedisClient = ReturnType<typeof createClient>;

/**
 * The Redis the replicas share state through (board versions, write limits), or null without REDIS_URL.
 * Commands fail at once while it is down (no offline queue), so a caller falls back to this process alone
 * instead of hanging a request until Redis returns.
 */
export class SharedRedis {
  private readonly logger = new Logger(SharedRedis.name);
  private readonly reconnectListeners = new Set<() => void>();

  private constructor(
    readonly client: SharedRedisClient | null,
    /** Put before every key, so several deployments (or test runs) can share one Redis. */
    readonly prefix: string,
  ) {}

  static disabled(): SharedRedis {
    return new SharedRedis(null, '');
  }

  static async connect(url: string, prefix: string): Promise<SharedRedis> {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000), connectTimeout: 2_000 },
    });
    const shared = new SharedRedis(client, prefix);
    let readyBefore = false;
    client.on('error', (error: Error) => shared.logger.warn(`Redis: ${error.message}`));
    // A Redis that restarted kept nothing (the counters start again): whoever cached against them must forget.
    client.on('ready', () => {
      if (readyBefore) shared.reconnectListeners.forEach((listener) => listener());
      readyBefore = true;
    });
    const connecting = client.connect().catch((error: unknown) => shared.logger.warn(`Redis: ${error instanceof Error ? error.message : String(error)}`));
    await Promise.race([connecting, sleep(CONNECT_WAIT_MS)]);
    return shared;
  }

  /** Connected and answering: a command sent now is not refused for being offline. */
  get ready(): SharedRedisClient | null {
    return this.client?.isReady ? this.client : null;
  }

  /** The command's answer, or a rejection once Redis has taken longer than COMMAND_WAIT_MS. */
  within<T>(command: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${COMMAND_WAIT_MS} ms`)), COMMAND_WAIT_MS);
    });
    return Promise.race([command, late]).finally(() => clearTimeout(timer));
  }

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.add(listener);
  }

  async close(): Promise<void> {
    if (!this.client) return;
    if (this.client.isOpen) await this.client.close().catch(() => this.client?.destroy());
  }
}
