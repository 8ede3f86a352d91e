import type { ContestEntryInput, StationView } from '@fairway/contracts/contest';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxFailure } from '../outbox/outbox-store';

/** One waiting station write: an entry, a player's entry confirmed, or a void. Sent in the order queued. */
export interface StationOutboxItem {
  key: string;
  token: string;
  contestId: string;
  action: 'enter' | 'void' | 'confirm';
  entryId: string;
  /** The measurement, for `enter`. */
  entry?: ContestEntryInput;
  queuedAt: number;
  failure?: OutboxFailure;
}

interface StationSchema extends DBSchema {
  items: { key: string; value: StationOutboxItem };
  /** The last station view read with each token: the page opens from it without signal. */
  views: { key: string; value: StationView };
}

let lastQueuedAt = 0;
/** Strictly increasing, so two writes queued in one millisecond keep their order. */
function nextQueuedAt(): number {
  lastQueuedAt = Math.max(lastQueuedAt + 1, Date.now());
  return lastQueuedAt;
}

/** A volunteer station's writes and last view, on the phone (IndexedDB): they survive a reload without signal. */
export class StationStore {
  private db: Promise<IDBPDatabase<StationSchema>> | undefined;

  constructor(private readonly name = 'fairway-station-outbox') {}

  private open(): Promise<IDBPDatabase<StationSchema>> {
    this.db ??= openDB<StationSchema>(this.name, 1, {
      upgrade: (db) => {
        db.createObjectStore('items', { keyPath: 'key' });
        db.createObjectStore('views');
      },
    });
    return this.db;
  }

  async put(item: Omit<StationOutboxItem, 'key' | 'queuedAt'>): Promise<StationOutboxItem> {
    const stored: StationOutboxItem = { ...item, key: `${item.action}:${item.entryId}`, queuedAt: nextQueuedAt() };
    await (await this.open()).put('items', stored);
    return stored;
  }

  /** The token's items, oldest first. */
  async items(token: string): Promise<StationOutboxItem[]> {
    const all = await (await this.open()).getAll('items');
    return all.filter((item) => item.token === token).sort((a, b) => a.queuedAt - b.queuedAt);
  }

  async remove(key: string): Promise<void> {
    await (await this.open()).delete('items', key);
  }

  async markFailed(item: StationOutboxItem, failure: OutboxFailure): Promise<void> {
    await (await this.open()).put('items', { ...item, failure });
  }

  async saveView(token: string, view: StationView): Promise<void> {
    await (await this.open()).put('views', view, token);
  }

  async savedView(token: string): Promise<StationView | undefined> {
    return (await this.open()).get('views', token);
  }
}
