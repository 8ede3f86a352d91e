import type { ErrorBody } from '@fairway/contracts/error';
import type { PostScoreInput, ScoreReadModel } from '@fairway/contracts/score';
import type { BatchScoreResult } from '@fairway/contracts/score-card';
import { isApiError } from '../http/api-error';
import { OutboxRounds } from './outbox-rounds';
import { type OutboxEntry, type OutboxFailure, OutboxStore } from './outbox-store';

/** Sends scores as one request and answers one result per score, in order (POST /api/scores/batch). */
export type SendScores = (scores: PostScoreInput[]) => Promise<BatchScoreResult[]>;

export interface OutboxStatus {
  /** Scores waiting to be sent (failed ones excluded). */
  pending: number;
  /** Those scores: a page shows them in place of older saved values until the server has them. */
  waiting: PostScoreInput[];
  /** Scores the server refused for good, with why. */
  failed: Array<{ key: string; score: PostScoreInput; failure: OutboxFailure }>;
  sending: boolean;
  /** The last attempt could not reach the server (offline, timeout, 5xx). */
  offline: boolean;
}

export interface ScoreOutboxOptions {
  send: SendScores;
  store?: OutboxStore;
  /** Asked before each replay, so an expired Firebase ID token is refreshed before the first request. */
  refreshToken?: () => Promise<unknown>;
  /** Each score the server saved, to write into the query cache. */
  onSaved?: (scores: ScoreReadModel[]) => void;
  batchSize?: number;
}

/** 4xx that a retry cannot fix; 401 (sign-in expired), 408 and 429 are worth retrying later. */
export function isPermanent(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

const toFailure = (error: ErrorBody): OutboxFailure => ({ status: error.statusCode, message: error.message, ...(error.code ? { code: error.code } : {}) });

/**
 * The score outbox: a score is written to the phone first, then sent; an entry leaves only when the
 * server acknowledges it, or stays with its failure when the server refuses it for good.
 */
export class ScoreOutbox extends OutboxRounds<OutboxStatus, OutboxEntry> {
  private readonly store: OutboxStore;

  constructor(private readonly options: ScoreOutboxOptions) {
    super({ pending: 0, waiting: [], failed: [], sending: false, offline: false });
    this.store = options.store ?? new OutboxStore();
  }

  /** Queues a score (replacing a waiting one for the same cell) and tries to send at once. */
  async enqueue(score: PostScoreInput): Promise<void> {
    await this.store.put(score);
    await this.refresh();
    void this.flush();
  }

  async discard(key: string): Promise<void> {
    await this.store.discard(key);
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const entries = await this.store.all();
    const failed = entries.flatMap((entry) => (entry.failure ? [{ key: entry.key, score: entry.score, failure: entry.failure }] : []));
    const waiting = entries.filter((entry) => !entry.failure).map((entry) => entry.score);
    this.setStatus({ pending: waiting.length, waiting, failed });
  }

  protected async waitingItems(): Promise<OutboxEntry[]> {
    return (await this.store.all()).filter((entry) => !entry.failure);
  }

  protected async sendAll(waiting: OutboxEntry[]): Promise<void> {
    await this.options.refreshToken?.();
    const size = this.options.batchSize ?? 72;
    for (let start = 0; start < waiting.length; start += size) await this.sendBatch(waiting.slice(start, start + size));
  }

  private async sendBatch(entries: OutboxEntry[]): Promise<void> {
    const results = await this.options.send(entries.map((entry) => entry.score)).catch((error: unknown) => {
      if (!isApiError(error) || !isPermanent(error.status)) throw error;
      const refused = toFailure(error.body ?? { statusCode: error.status, error: error.statusText, message: error.serverMessage });
      return entries.map(() => ({ ok: false as const, error: { statusCode: refused.status, error: '', message: refused.message } }));
    });
    const saved: ScoreReadModel[] = [];
    await Promise.all(
      entries.map(async (entry, index) => {
        const result = results[index];
        if (result?.ok) {
          saved.push(result.score);
          await this.store.acknowledge(entry);
        } else if (result && isPermanent(result.error.statusCode)) await this.store.markFailed(entry, toFailure(result.error));
      }),
    );
    if (saved.length > 0) this.options.onSaved?.(saved);
  }
}
