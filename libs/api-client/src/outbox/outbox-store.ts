import type { PostScoreInput } from '@fairway/contracts/score';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** Why the server refused an entry for good (a 4xx that a retry cannot fix); shown to the player. */
export interface OutboxFailure {
  status: number;
  code?: string;
  message: string;
}

/** One waiting score, keyed like the server's unique score (tournament, team, player, hole). */
export interface OutboxEntry {
  key: string;
  score: PostScoreInput;
  /** Grows with each write to the cell: an acknowledgement removes the entry only if nothing newer replaced it. */
  version: number;
  queuedAt: number;
  failure?: OutboxFailure;
}

interface OutboxSchema extends DBSchema {
  scores: { key: string; value: OutboxEntry };
}

export const outboxKey = ({ tournamentId, teamId, playerId, hole }: PostScoreInput): string => `${tournamentId}:${teamId}:${playerId}:${hole}`;

let lastVersion = 0;
/** Strictly increasing across this page, and above any version written before a reload. */
function nextVersion(): number {
  lastVersion = Math.max(lastVersion + 1, Date.now() * 1000);
  return lastVersion;
}

/** The outbox on the phone (IndexedDB): it survives closing the tab and restarting the phone. */
export class OutboxStore {
  private db: Promise<IDBPDatabase<OutboxSchema>> | undefined;

  constructor(private readonly name = 'fairway-score-outbox') {}

  private open(): Promise<IDBPDatabase<OutboxSchema>> {
    this.db ??= openDB<OutboxSchema>(this.name, 1, { upgrade: (db) => void db.createObjectStore('scores', { keyPath: 'key' }) });
    return this.db;
  }

  /** Queues the score; a newer score for the same cell replaces the waiting one (and clears its failure). */
  async put(score: PostScoreInput): Promise<OutboxEntry> {
    const entry: OutboxEntry = { key: outboxKey(score), score, version: nextVersion(), queuedAt: Date.now() };
    await (await this.open()).put('scores', entry);
    return entry;
  }

  async all(): Promise<OutboxEntry[]> {
    return (await this.open()).getAll('scores');
  }

  /** Removes the entry the server acknowledged, unless a newer score for its cell was queued meanwhile. */
  async acknowledge(sent: OutboxEntry): Promise<void> {
    const tx = (await this.open()).transaction('scores', 'readwrite');
    const current = await tx.store.get(sent.key);
    if (current?.version === sent.version) await tx.store.delete(sent.key);
    await tx.done;
  }

  async markFailed(sent: OutboxEntry, failure: OutboxFailure): Promise<void> {
    const tx = (await this.open()).transaction('scores', 'readwrite');
    const current = await tx.store.get(sent.key);
    if (current?.version === sent.version) await tx.store.put({ ...current, failure });
    await tx.done;
  }

  /** The player read the failure and gave up on that score. */
  async discard(key: string): Promise<void> {
    await (await this.open()).delete('scores', key);
  }

  close(): void {
    void this.db?.then((db) => db.close());
    this.db = undefined;
  }
}
