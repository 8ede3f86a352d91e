import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LiveChangeSubscriber } from '../../common/live-changes/live-change.subscriber';
import { SharedRedis } from '../../common/redis/shared-redis';

/**
 * How far a tournament's writes have gone: a board built after reading version v shows every write counted
 * up to v. `epoch` changes whenever the counter in use does (Redis lost or back), so a board is compared
 * only with versions of the same counter.
 */
export interface BoardVersion {
  epoch: number;
  value: number;
  /** Counted in Redis (every replica's writes) rather than in this process alone. */
  shared: boolean;
}

export function isAtLeast(version: BoardVersion, wanted: BoardVersion): boolean {
  return version.epoch === wanted.epoch && version.shared === wanted.shared && version.value >= wanted.value;
}

/**
 * Counts each tournament's committed writes, so a board read after a write's answer is never older than
 * the write: in this process always, and in Redis (when REDIS_URL is set) for every replica. A write
 * answers only once Redis has counted it (see WrittenBeforeAnswerInterceptor).
 */
@Injectable()
export class BoardVersions implements OnApplicationBootstrap {
  private readonly logger = new Logger(BoardVersions.name);
  private readonly local = new Map<string, number>();
  private readonly counting = new Set<Promise<unknown>>();
  private epoch = 0;
  private lastShared: boolean | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: SharedRedis,
  ) {}

  onApplicationBootstrap(): void {
    LiveChangeSubscriber.attach(this.dataSource).listenOnCommit((changes) => this.changed(new Set(changes.map((change) => change.tournamentId))));
    this.redis.onReconnect(() => {
      this.epoch += 1;
    });
  }

  /** Writes to these tournaments just committed. */
  changed(tournamentIds: ReadonlySet<string>): void {
    for (const id of tournamentIds) this.local.set(id, (this.local.get(id) ?? 0) + 1);
    const client = this.redis.ready;
    if (!client) return;
    const counted = Promise.all([...tournamentIds].map((id) => client.incr(this.key(id)))).catch((error: unknown) =>
      this.logger.warn(`Board version not counted in Redis: ${error instanceof Error ? error.message : String(error)}`),
    );
    this.counting.add(counted);
    void counted.finally(() => this.counting.delete(counted));
  }

  /** Resolves once every write committed so far is counted where every replica reads it. */
  async counted(): Promise<void> {
    if (this.counting.size > 0) await Promise.all([...this.counting]);
  }

  async current(tournamentId: string): Promise<BoardVersion> {
    const client = this.redis.ready;
    if (client) {
      try {
        return this.version(true, Number((await client.get(this.key(tournamentId))) ?? 0));
      } catch {
        // Redis went away mid-request: this process's own count still holds for its own writes.
      }
    }
    return this.version(false, this.local.get(tournamentId) ?? 0);
  }

  /** A version another replica read (carried by its events), in this process's terms; none if the counters differ. */
  received(version: { shared: boolean; value: number }): BoardVersion | undefined {
    return version.shared === this.lastShared ? { epoch: this.epoch, ...version } : undefined;
  }

  private version(shared: boolean, value: number): BoardVersion {
    if (this.lastShared !== null && this.lastShared !== shared) this.epoch += 1;
    this.lastShared = shared;
    return { epoch: this.epoch, value, shared };
  }

  private key(tournamentId: string): string {
    return this.redis.key(`board-version:${tournamentId}`);
  }
}
