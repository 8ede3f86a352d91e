import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LiveChange } from '../../common/live-changes/live-change';
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

// Counts the write and marks it untold (its live events and activity not yet recorded) in one step; the
// untold set expires a minute after the last write, so a replica that died mid-publish cannot hold it forever.
const COUNT_WRITE = `
local version = redis.call('INCR', KEYS[1])
redis.call('ZADD', KEYS[2], version, version .. ':' .. ARGV[1])
redis.call('PEXPIRE', KEYS[2], 60000)
return version`;

/** An untold write older than this is taken as lost (its replica died before telling it). */
const UNTOLD_GIVE_UP_MS = 10_000;
const UNTOLD_POLL_MS = 20;
const UNTOLD_WAIT_MS = 2_000;

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
  /** Each commit's changes, with the version Redis gave each tournament's write (null: not counted there). */
  private readonly commitVersions = new WeakMap<readonly LiveChange[], Map<string, Promise<number | null>>>();
  private epoch = 0;
  private lastShared: boolean | null = null;
  /** The highest shared version read per tournament: one lower means Redis lost its counters (a flush). */
  private readonly highest = new Map<string, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: SharedRedis,
  ) {}

  onApplicationBootstrap(): void {
    LiveChangeSubscriber.attach(this.dataSource).listenOnCommit((changes) =>
      this.commitVersions.set(changes, this.changed(new Set(changes.map((change) => change.tournamentId)))),
    );
    this.redis.onReconnect(() => {
      this.epoch += 1;
    });
  }

  /** Writes to these tournaments just committed: the version each got in Redis (null when not counted there). */
  changed(tournamentIds: ReadonlySet<string>): Map<string, Promise<number | null>> {
    for (const id of tournamentIds) this.local.set(id, (this.local.get(id) ?? 0) + 1);
    const versions = new Map<string, Promise<number | null>>();
    const client = this.redis.ready;
    if (!client) return versions;
    for (const id of tournamentIds) {
      const counted = this.redis
        .within(client.eval(COUNT_WRITE, { keys: [this.key(id), this.untoldKey(id)], arguments: [String(Date.now())] }))
        .then(Number, (error: unknown) => {
          this.logger.warn(`Write not counted in Redis: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
      versions.set(id, counted);
      this.counting.add(counted);
      void counted.finally(() => this.counting.delete(counted));
    }
    return versions;
  }

  /** The versions the writes of one commit got (see changed), for whoever tells them. */
  versionsOf(changes: readonly LiveChange[]): ReadonlyMap<string, Promise<number | null>> {
    return this.commitVersions.get(changes) ?? new Map();
  }

  /** These writes' live events and activity are recorded: a read on any replica need not wait for them. */
  async told(tournamentId: string, versions: readonly number[]): Promise<void> {
    const client = this.redis.ready;
    if (!client || versions.length === 0) return;
    const key = this.untoldKey(tournamentId);
    const members = await this.redis.within(client.zRangeByScore(key, Math.min(...versions), Math.max(...versions))).catch(() => [] as string[]);
    const mine = new Set(versions.map(String));
    const done = members.filter((member) => mine.has(member.split(':')[0]!));
    if (done.length > 0) await this.redis.within(client.zRem(key, done)).catch(() => undefined);
  }

  /**
   * Waits (at most 2 s) until every write counted before this call, on any replica, is told; writes
   * untold for over 10 s are taken as lost with their replica.
   */
  async untoldSettled(tournamentId: string): Promise<void> {
    const client = this.redis.ready;
    if (!client) return;
    try {
      const upTo = Number((await this.redis.within(client.get(this.key(tournamentId)))) ?? 0);
      const giveUpAt = Date.now() + UNTOLD_WAIT_MS;
      while (Date.now() < giveUpAt) {
        const untold = await this.redis.within(client.zRangeByScore(this.untoldKey(tournamentId), 0, upTo));
        const recent = untold.filter((member) => Date.now() - Number(member.split(':')[1]) < UNTOLD_GIVE_UP_MS);
        if (recent.length === 0) return;
        await sleep(UNTOLD_POLL_MS);
      }
    } catch {
      // Redis went away: this process's own writes are still waited for by the caller.
    }
  }

  /** Resolves once every write committed so far is counted where every replica reads it. */
  async counted(): Promise<void> {
    if (this.counting.size > 0) await Promise.all([...this.counting]);
  }

  async current(tournamentId: string): Promise<BoardVersion> {
    const client = this.redis.ready;
    if (client) {
      try {
        const value = Number((await this.redis.within(client.get(this.key(tournamentId)))) ?? 0);
        this.noticeReset(tournamentId, value);
        return this.version(true, value);
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

  // Replies on one connection arrive in the order the reads were sent, so a lower value is a reset, not a race.
  private noticeReset(tournamentId: string, value: number): void {
    if (value < (this.highest.get(tournamentId) ?? 0)) {
      this.logger.warn(`Board versions in Redis went back (${this.highest.get(tournamentId)} to ${value}): every board is rebuilt`);
      this.epoch += 1;
      this.highest.clear();
    }
    this.highest.set(tournamentId, value);
  }

  private version(shared: boolean, value: number): BoardVersion {
    if (this.lastShared !== null && this.lastShared !== shared) this.epoch += 1;
    this.lastShared = shared;
    return { epoch: this.epoch, value, shared };
  }

  private key(tournamentId: string): string {
    return this.redis.key(`board-version:${tournamentId}`);
  }

  private untoldKey(tournamentId: string): string {
    return this.redis.key(`untold:${tournamentId}`);
  }
}
